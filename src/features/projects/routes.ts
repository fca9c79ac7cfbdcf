import { IconFolders } from '@tabler/icons-react';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

export const projectRoutes: FeatureRoute[] = [
  {
    path: '/projects',
    titleKey: 'shell:nav.projects',
    screen: lazyPage(() => import('./pages/projects-page'), 'ProjectsPage'),
    nav: { order: 20, icon: IconFolders },
  },
  { path: '/projects/:projectId', titleKey: 'shell:titles.project', screen: lazyPage(() => import('./pages/project-details-page'), 'ProjectDetailsPage') },
];
