export * from './intent';
export { intentsSlice, selectIntentOnTarget, selectUnsettledIntents, intentForgotten } from './intents-slice';
export { startIntent, resendIntent, type IntentSpec } from './intent-thunks';
export { registerIntentListeners } from './intents-listeners';
export { leavesOutcomeOpen } from './outcome';
export { useTargetIntent } from './use-target-intent';
export { IntentNotice } from './lazy-intent-notice';
export type { IntentNoticeProps } from './intent-notice';
export { useIntentSettled } from './use-intent-settled';
