export { useOldPayoutsExist, preloadOldPayoutsCheck, OLD_PAYOUTS_PERMISSION } from './use-old-payouts-exist';
export { PAYOUTS_ENDPOINT } from './payouts-endpoint';
export { payoutRoutes } from './routes';
export { pushedTags as payoutsPushedTags } from './pushed-tags';
