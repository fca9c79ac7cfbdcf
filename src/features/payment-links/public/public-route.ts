import type { RouteObject } from 'react-router';

/** The payer's page of a link: public, outside the dashboard (see src/app/router/routes.tsx). */
export const payLinkRoute: RouteObject = {
  path: '/pay/:linkId',
  handle: { titleKey: 'paymentLinks:public.title', public: true },
  lazy: async () => ({ Component: (await import('./pay-page')).PayPage }),
};
