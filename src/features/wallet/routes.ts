import { IconArrowsTransferUp, IconCashPlus, IconPigMoney } from '@tabler/icons-react';
import { TOP_UPS_READ, TRANSFERS_READ, WALLET_READ } from '@/lib/contract/money-permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

/** The catalogue's wallet, wallet top-up requests and transfers (docs/api/wallet.md, *Permissions*). */
export const walletRoutes: FeatureRoute[] = [
  {
    path: '/wallet',
    titleKey: 'shell:nav.wallet',
    permission: WALLET_READ,
    screen: lazyPage(() => import('./pages/wallet-page'), 'WalletPage'),
    nav: { order: 57, group: 'billing', icon: IconPigMoney, end: true },
  },
  {
    path: '/wallet/top-ups',
    titleKey: 'shell:nav.topUps',
    permission: TOP_UPS_READ,
    screen: lazyPage(() => import('./pages/top-ups-page'), 'TopUpsPage'),
    nav: { order: 58, group: 'billing', icon: IconCashPlus },
  },
  {
    path: '/wallet/top-ups/:topUpId',
    titleKey: 'shell:nav.topUps',
    permission: TOP_UPS_READ,
    screen: lazyPage(() => import('./pages/top-up-page'), 'TopUpPage'),
  },
  {
    path: '/transfers',
    titleKey: 'shell:nav.transfers',
    permission: TRANSFERS_READ,
    screen: lazyPage(() => import('./pages/transfers-page'), 'TransfersPage'),
    nav: { order: 59, group: 'billing', icon: IconArrowsTransferUp },
  },
  {
    path: '/transfers/:transferId',
    titleKey: 'shell:nav.transfers',
    permission: TRANSFERS_READ,
    screen: lazyPage(() => import('./pages/transfer-page'), 'TransferPage'),
  },
];
