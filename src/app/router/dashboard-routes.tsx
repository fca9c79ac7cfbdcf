import type { RouteObject } from 'react-router';
import { homeRoutes } from '@/features/home';

/** Dashboard routes with their permission rules, written once: the guard and the sidebar read them. */
export const dashboardRoutes: RouteObject[] = [...homeRoutes];
