import { IconSettings } from '@tabler/icons-react';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

export const settingsRoutes: FeatureRoute[] = [
  {
    path: '/settings',
    titleKey: 'shell:nav.settings',
    // One's own profile: staff, who have no workspace, keep theirs too.
    workspaceFree: true,
    screen: lazyPage(() => import('./pages/settings-page'), 'SettingsPage'),
    nav: { order: 140, icon: IconSettings },
  },
];
