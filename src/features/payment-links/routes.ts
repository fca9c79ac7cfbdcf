import { IconLink } from '@tabler/icons-react';
import { allOf } from '@/lib/permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';
import { CHARGE_PERMISSION, TRANSACTIONS_PERMISSION } from '@/features/transactions';

export const PAYMENT_LINKS_PERMISSION = allOf('payments', CHARGE_PERMISSION, 'projects.read', TRANSACTIONS_PERMISSION);

export const paymentLinkRoutes: FeatureRoute[] = [
  {
    path: '/payment-links',
    titleKey: 'shell:nav.paymentLinks',
    permission: PAYMENT_LINKS_PERMISSION,
    screen: lazyPage(() => import('./pages/payment-links-page'), 'PaymentLinksPage'),
    nav: { order: 80, icon: IconLink },
  },
];
