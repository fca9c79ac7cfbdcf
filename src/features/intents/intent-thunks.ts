import { callerOf, OUTCOME_UNKNOWN } from '@/lib/actions';
import { tagsTouched } from '@/lib/api/api-tags';
import { failure, toFailure } from '@/lib/http';
import { createAppAsyncThunk, type AppDispatch } from '@/lib/store';
import { isUnsettled, type IntentRequest, type IntentSummary, type IntentTag, type StoredIntent } from './intent';
import { intentResent, intentSettled, intentStarted, selectIntent, selectIntentOnTarget, selectTabId } from './intents-slice';
import { leavesOutcomeOpen } from './outcome';

export interface IntentSpec {
  target: string;
  request: IntentRequest;
  summary: IntentSummary;
  invalidates?: IntentTag[];
  /** Only for intents that move no money (see `StoredIntent.discardable`). */
  discardable?: boolean;
}

/**
 * Sends a stored intent's request, exactly as stored, with its own reference, and records how it
 * ended. `triedBefore`: an earlier try may have been applied (sent from this page or another).
 */
async function send(dispatch: AppDispatch, intent: StoredIntent, triedBefore: boolean) {
  try {
    const answer = await callerOf(dispatch).call({ ...intent.request, requestReference: intent.reference, ...(triedBefore && { triedBefore }) });
    dispatch(intentSettled({ reference: intent.reference, status: 'succeeded', at: Date.now(), result: answer }));
  } catch (error) {
    const reason = toFailure(error);
    dispatch(intentSettled({ reference: intent.reference, status: leavesOutcomeOpen(reason) ? 'unknown' : 'failed', at: Date.now(), failure: reason }));
  } finally {
    // A refusal may mean the object changed meanwhile: what the intent touched is read again either way.
    if (intent.invalidates.length > 0) dispatch(tagsTouched(intent.invalidates));
  }
}

/**
 * Starts one user intent: a new reference, the request stored as it is sent. While an intent on the
 * same target is unsettled nothing new starts there: the unsettled one is returned instead.
 */
export const startIntent = createAppAsyncThunk('intents/start', async (spec: IntentSpec, { dispatch, getState, rejectWithValue }) => {
  const state = getState();
  const open = selectIntentOnTarget(state, spec.target);
  if (open && isUnsettled(open)) return open.reference;
  const user = state.session.user;
  if (!user) return rejectWithValue(failure('signed-out', 'The session ended'));
  const now = Date.now();
  const intent: StoredIntent = {
    reference: crypto.randomUUID(),
    request: spec.request,
    target: spec.target,
    userId: user.id,
    identityId: state.session.identityId,
    ownerTab: selectTabId(state),
    startedAt: now,
    updatedAt: now,
    status: 'pending',
    summary: spec.summary,
    invalidates: spec.invalidates ?? [],
    discardable: spec.discardable ?? false,
  };
  dispatch(intentStarted(intent));
  await send(dispatch, intent, false);
  return intent.reference;
});

/** "Check again" (or "Try again"): the stored request once more, never one rebuilt from the screen. */
export const resendIntent = createAppAsyncThunk('intents/resend', async (reference: string, { dispatch, getState }) => {
  const intent = selectIntent(getState(), reference);
  if (!intent || !isUnsettled(intent)) return;
  dispatch(intentResent({ reference, at: Date.now() }));
  // Its earlier tries may have been sent by a page since reloaded or by another tab, unknown to this
  // page's action client: a refusal of this try proves nothing about them.
  await send(dispatch, intent, true);
});

/** What another tab's pending intent becomes once it is past its time without a word. */
export const foreignTimeout = () => failure(OUTCOME_UNKNOWN, 'The outcome is not known yet', [], true);
