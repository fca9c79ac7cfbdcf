import type { RouteObject } from 'react-router';

export const homeRoutes: RouteObject[] = [
  {
    index: true,
    handle: { titleKey: 'home:title', permission: 'transaction-statistics' },
    lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }),
  },
];
