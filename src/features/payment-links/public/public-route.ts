import type { RouteObject } from 'react-router';

/**
 * The sandbox's payer page of a link: public, outside the dashboard, with a test card form. The
 * route table adds it in sandbox builds only (src/app/router/routes.tsx); in production links open
 * the provider's hosted payment page.
 */
export const payLinkRoute: RouteObject = {
  path: '/pay/:linkId',
  handle: { titleKey: 'payPage:public.title' },
  lazy: async () => ({ Component: (await import('./pay-page')).PayPage }),
};
