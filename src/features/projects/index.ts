import { lazyPage, type LazyScreen } from '@/lib/router/lazy-page';

export const projectScreens: Record<string, LazyScreen> = {
  '/projects': lazyPage(() => import('./pages/projects-page'), 'ProjectsPage'),
  '/projects/:projectId': lazyPage(() => import('./pages/project-details-page'), 'ProjectDetailsPage'),
};
