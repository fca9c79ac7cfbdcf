import { IconFileInvoice } from '@tabler/icons-react';
import { SETTLEMENTS_READ } from '@/lib/contract/money-permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';
import { STATEMENTS_PERMISSION } from './permissions';

export const statementRoutes: FeatureRoute[] = [
  {
    path: '/statements',
    titleKey: 'shell:nav.statements',
    permission: STATEMENTS_PERMISSION,
    screen: lazyPage(() => import('./pages/statements-page'), 'StatementsPage'),
    nav: { order: 59.5, group: 'billing', icon: IconFileInvoice },
  },
  {
    path: '/statements/settlements',
    titleKey: 'statements:settlementTab',
    permission: SETTLEMENTS_READ,
    organizationsOnly: true,
    screen: lazyPage(() => import('./pages/settlement-statements-page'), 'SettlementStatementsPage'),
  },
  {
    path: '/statements/:statementId',
    titleKey: 'statements:details.title',
    permission: STATEMENTS_PERMISSION,
    screen: lazyPage(() => import('./pages/statement-details-page'), 'StatementDetailsPage'),
  },
];
