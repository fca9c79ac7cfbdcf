import { IconSettings } from '@tabler/icons-react';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

export const settingsRoutes: FeatureRoute[] = [
  {
    path: '/settings',
    titleKey: 'shell:nav.settings',
    screen: lazyPage(() => import('./pages/settings-page'), 'SettingsPage'),
    nav: { order: 140, icon: IconSettings },
  },
];
