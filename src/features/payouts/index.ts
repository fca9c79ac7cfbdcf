export { useOldPayoutsExist, preloadOldPayoutsCheck, OLD_PAYOUTS_PERMISSION } from './use-old-payouts-exist';
export { PAYOUTS_ENDPOINT } from './payouts-endpoint';
export { payoutRoutes } from './routes';
export { payoutHref } from './payout-href';
// The step-up code entry, shared with the API keys' create, roll and revoke (its texts are in `payouts`).
export { StepUpCode } from './components/step-up-code';
