import { lazyPage } from '@/lib/router/lazy-page';
import type { LazyScreen } from '@/lib/router/lazy-page';

export const settingsScreens: Record<string, LazyScreen> = {
  '/settings': lazyPage(() => import('./pages/settings-page'), 'SettingsPage'),
};
