import type { RouteObject } from 'react-router';
import type { LazyScreen } from '@/lib/router/lazy-page';
import { homeScreens } from '@/features/home';
import { projectScreens } from '@/features/projects';
import { settingsScreens } from '@/features/settings';
import { dashboardRouteTable } from './dashboard-route-table';
import { NotFoundPage } from './not-found-page';

/** Screens by route path; a path whose screen comes in a later issue shows not-found until then. */
const screens: Record<string, LazyScreen> = { ...homeScreens, ...projectScreens, ...settingsScreens };

export const dashboardRoutes: RouteObject[] = dashboardRouteTable.map(({ path, titleKey, permission }) => ({
  path,
  handle: { titleKey, permission },
  ...(screens[path] ? { lazy: screens[path] } : { element: <NotFoundPage /> }),
}));
