export { useOldPayoutsExist, OLD_PAYOUTS_PERMISSION } from './use-old-payouts-exist';
export { PAYOUTS_ENDPOINT } from './api/list-payout-requests';
