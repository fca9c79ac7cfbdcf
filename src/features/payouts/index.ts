export { useOldPayoutsExist, OLD_PAYOUTS_PERMISSION } from './use-old-payouts-exist';
