import { IconHome } from '@tabler/icons-react';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

/** The dashboard's statistics need this; the home page itself needs nothing (spec §2). */
export const STATISTICS_PERMISSION = 'transaction-statistics';

export const homeRoutes: FeatureRoute[] = [
  {
    path: '/',
    titleKey: 'shell:nav.dashboard',
    screen: lazyPage(() => import('./pages/home-page'), 'HomePage'),
    nav: { order: 10, icon: IconHome, also: STATISTICS_PERMISSION },
  },
];
