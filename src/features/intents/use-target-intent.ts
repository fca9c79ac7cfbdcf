import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { isUnsettled } from './intent';
import { intentForgotten, selectIntentOnTarget } from './intents-slice';
import { resendIntent, startIntent, type IntentSpec } from './intent-thunks';

/**
 * The intent on one object (a payment, a dispute, a workspace's bulk refund), wherever and whenever it
 * was started: this screen, a screen left since, before a reload, or another tab.
 */
export function useTargetIntent(target: string) {
  const dispatch = useAppDispatch();
  const intent = useAppSelector((state) => selectIntentOnTarget(state, target));
  const reference = intent?.reference;
  const unsettled = intent !== undefined && isUnsettled(intent);

  const start = useCallback((spec: Omit<IntentSpec, 'target'>) => dispatch(startIntent({ ...spec, target })), [dispatch, target]);
  /** The stored request again, with its reference: "Check again" and "Try again". */
  const checkAgain = useCallback(async () => {
    if (reference) await dispatch(resendIntent(reference));
  }, [dispatch, reference]);
  /** Done with a settled intent (a dialog closed after its answer). An unsettled money intent is never forgotten. */
  const forget = useCallback(() => {
    if (reference && intent && (!isUnsettled(intent) || intent.discardable)) dispatch(intentForgotten(reference));
  }, [dispatch, reference, intent]);

  return { intent, status: intent?.status ?? ('idle' as const), unsettled, start, checkAgain, forget };
}
