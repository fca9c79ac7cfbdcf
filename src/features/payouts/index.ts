export { useOldPayoutsExist, OLD_PAYOUTS_PERMISSION } from './use-old-payouts-exist';
export { payoutRoutes } from './routes';
export { payoutHref } from './payout-href';
