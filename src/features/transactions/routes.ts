import { IconReceipt } from '@tabler/icons-react';
import { allOf } from '@/lib/permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';
import { REFUND_PERMISSION, TRANSACTIONS_PERMISSION } from '@/config/permissions';

export const transactionRoutes: FeatureRoute[] = [
  {
    path: '/transactions',
    titleKey: 'shell:nav.transactions',
    permission: TRANSACTIONS_PERMISSION,
    screen: lazyPage(() => import('./list/transactions-page'), 'TransactionsPage'),
    nav: { order: 30, icon: IconReceipt },
  },
  {
    path: '/transactions/bulk-refund',
    titleKey: 'shell:titles.bulkRefund',
    permission: allOf(TRANSACTIONS_PERMISSION, REFUND_PERMISSION),
    screen: lazyPage(() => import('./bulk-refund/bulk-refund-page'), 'BulkRefundPage'),
  },
  {
    path: '/transactions/:transactionId',
    titleKey: 'shell:titles.transaction',
    permission: TRANSACTIONS_PERMISSION,
    screen: lazyPage(() => import('./details/transaction-details-page'), 'TransactionDetailsPage'),
  },
];
