import { IconBuildingBank, IconClockDollar, IconWallet } from '@tabler/icons-react';
import { ACCOUNTS_READ, BALANCES_READ, ROLLING_RESERVE_READ } from '@/lib/contract/money-permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

export const balancesRoutes: FeatureRoute[] = [
  {
    path: '/balances',
    titleKey: 'shell:nav.balances',
    permission: BALANCES_READ,
    screen: lazyPage(() => import('./pages/balances-page'), 'BalancesPage'),
    nav: { order: 51, group: 'billing', icon: IconWallet },
  },
  {
    path: '/rollings',
    titleKey: 'shell:nav.rollings',
    permission: ROLLING_RESERVE_READ,
    screen: lazyPage(() => import('./pages/rollings-page'), 'RollingsPage'),
    nav: { order: 52, group: 'billing', icon: IconClockDollar },
  },
  {
    path: '/accounts/:id?',
    titleKey: 'shell:nav.accountBalances',
    permission: ACCOUNTS_READ,
    organizationsOnly: true,
    screen: lazyPage(() => import('./pages/accounts-page'), 'AccountsPage'),
    nav: { order: 61, group: 'accounts', icon: IconBuildingBank, to: '/accounts' },
  },
];
