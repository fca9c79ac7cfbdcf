import { IconLink } from '@tabler/icons-react';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';
import { PAYMENT_LINKS_PERMISSION } from '@/config/permissions';

export const paymentLinkRoutes: FeatureRoute[] = [
  {
    path: '/payment-links',
    titleKey: 'shell:nav.paymentLinks',
    permission: PAYMENT_LINKS_PERMISSION,
    screen: lazyPage(() => import('./pages/payment-links-page'), 'PaymentLinksPage'),
    nav: { order: 80, icon: IconLink },
  },
];
