export { useOldPayoutsExist, preloadOldPayoutsCheck, OLD_PAYOUTS_PERMISSION } from './use-old-payouts-exist';
export { PAYOUTS_ENDPOINT } from './payouts-endpoint';
export { payoutRoutes } from './routes';
export { pushedTags as payoutsPushedTags } from './pushed-tags';
// Transfers out of the wallet move as payouts do (docs/api/wallet.md): the same statuses, words and badges.
export { payoutStatusColor, usePayoutStatusLabel, personName } from './model/labels';
export { PayoutAmount as MoneyAmount } from './components/payout-amount';
export { PayoutStatusBadge } from './components/payout-status-badge';
export { PayoutHistory as MoneyOutHistory } from './components/payout-history';
