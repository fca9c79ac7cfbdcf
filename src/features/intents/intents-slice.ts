import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Failure } from '@/lib/http';
import type { AppState } from '@/lib/store';
import { isUnsettled, type StoredIntent } from './intent';

export interface IntentsState {
  /** This store's own id among the user's tabs. */
  tabId: string;
  byReference: Record<string, StoredIntent>;
}

const initialState = (): IntentsState => ({ tabId: crypto.randomUUID(), byReference: {} });

const rank = { pending: 0, unknown: 1, failed: 2, succeeded: 2 } as const;

/**
 * The newer of two copies of one intent (this tab's and another's): a settled copy always wins, a
 * later change wins among equals. Settling is final, so tabs converge whatever order messages arrive in.
 */
export function newerCopy(a: StoredIntent | undefined, b: StoredIntent): StoredIntent {
  if (!a) return b;
  if (rank[a.status] === 2 && rank[b.status] !== 2) return a;
  if (rank[b.status] === 2 && rank[a.status] !== 2) return b;
  return b.updatedAt >= a.updatedAt ? { ...b, result: b.result ?? a.result } : a;
}

export const intentsSlice = createSlice({
  name: 'intents',
  initialState,
  reducers: {
    intentStarted(state, action: PayloadAction<StoredIntent>) {
      state.byReference[action.payload.reference] = action.payload;
    },
    /** A try of a stored intent (Check again) was sent. */
    intentResent(state, action: PayloadAction<{ reference: string; at: number }>) {
      const intent = state.byReference[action.payload.reference];
      if (!intent || !isUnsettled(intent)) return;
      intent.status = 'pending';
      intent.ownerTab = state.tabId;
      intent.updatedAt = action.payload.at;
      delete intent.failure;
    },
    intentSettled(
      state,
      action: PayloadAction<{ reference: string; status: 'unknown' | 'failed' | 'succeeded'; at: number; failure?: Failure; result?: unknown }>,
    ) {
      const { reference, status, at, failure, result } = action.payload;
      const intent = state.byReference[reference];
      // Settled is final: a late "unknown" (another tab's time-out) never reopens an answered intent.
      if (!intent || !isUnsettled(intent)) return;
      intent.status = status;
      intent.updatedAt = at;
      if (failure) intent.failure = failure;
      else delete intent.failure;
      if (result !== undefined) intent.result = result;
    },
    /** Copies of intents from this tab's storage or another tab: merged, newest and settled first. */
    intentsMerged(state, action: PayloadAction<StoredIntent[]>) {
      for (const copy of action.payload) state.byReference[copy.reference] = newerCopy(state.byReference[copy.reference], copy);
    },
    /** A settled intent the screen is done with (a dialog closed, "Start over"). */
    intentForgotten(state, action: PayloadAction<string>) {
      delete state.byReference[action.payload];
    },
  },
});

export const { intentStarted, intentResent, intentSettled, intentsMerged, intentForgotten } = intentsSlice.actions;

const selectByReference = (state: AppState) => state.intents.byReference;

export const selectTabId = (state: AppState) => state.intents.tabId;

export const selectIntent = (state: AppState, reference: string | null | undefined) => (reference ? state.intents.byReference[reference] : undefined);

/**
 * The intent shown on a target: the unsettled one if any (nothing new may start while it is), else
 * the newest settled one a screen has not forgotten yet.
 */
export function selectIntentOnTarget(state: AppState, target: string): StoredIntent | undefined {
  let shown: StoredIntent | undefined;
  for (const intent of Object.values(state.intents.byReference)) {
    if (intent.target !== target) continue;
    if (!shown) shown = intent;
    else if (isUnsettled(intent) !== isUnsettled(shown)) shown = isUnsettled(intent) ? intent : shown;
    else if (intent.startedAt > shown.startedAt) shown = intent;
  }
  // A stored object: screens selecting it re-render only when it changes.
  return shown;
}

/** Every intent still unsettled, for the store's persistence and the other tabs. */
export const selectUnsettledIntents = createSelector([selectByReference], (byReference) => Object.values(byReference).filter(isUnsettled));

declare module '@/lib/store' {
  interface AppState {
    intents: IntentsState;
  }
}
