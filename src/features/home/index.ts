import { lazyPage } from '@/lib/router/lazy-page';

export const homeScreens = {
  '/': lazyPage(() => import('./pages/home-page'), 'HomePage'),
};
