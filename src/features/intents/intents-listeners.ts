import { isAnyOf } from '@reduxjs/toolkit';
import { sessionStarted } from '@/features/session';
import type { AppStartListening, AppStore } from '@/lib/store';
import { FOREIGN_PENDING_LIMIT_MS, type StoredIntent } from './intent';
import { intentForgotten, intentResent, intentSettled, intentStarted, intentsMerged, selectUnsettledIntents } from './intents-slice';
import { foreignTimeout } from './intent-thunks';
import { loadIntents, openIntentsChannel, saveIntents, sessionStorageOfTab, withoutResult, type TabStorage } from './intent-storage';

const changedHere = isAnyOf(intentStarted, intentResent, intentSettled, intentForgotten);

/**
 * Keeps the user's unsettled intents where every screen of every tab finds them: this tab's
 * sessionStorage (reload, sign-out and sign-in again) and the user's other tabs (BroadcastChannel).
 * Returns a function that closes the channel.
 */
export function registerIntentListeners(
  startListening: AppStartListening,
  store: Pick<AppStore, 'getState' | 'dispatch'>,
  storage: TabStorage = sessionStorageOfTab,
) {
  const { getState, dispatch } = store;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const userId = () => getState().session?.user?.id ?? null;
  const tabId = () => getState().intents.tabId;

  const channel = openIntentsChannel((message) => {
    if (message.userId !== userId() || message.from === tabId()) return;
    if (message.kind === 'hello') {
      const intents = selectUnsettledIntents(getState()).map(withoutResult);
      if (intents.length > 0) channel.post({ kind: 'intents', userId: message.userId, from: tabId(), intents });
      return;
    }
    dispatch(intentsMerged(message.intents));
    watchForeignPending(message.intents);
  });

  /** A pending intent of another tab that falls silent (the tab was closed) is shown as unknown. */
  function watchForeignPending(intents: StoredIntent[]) {
    for (const intent of intents) {
      if (intent.status !== 'pending' || intent.ownerTab === tabId()) continue;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const now = getState().intents.byReference[intent.reference];
        if (now?.status === 'pending' && now.ownerTab === intent.ownerTab && now.updatedAt === intent.updatedAt) {
          dispatch(intentSettled({ reference: intent.reference, status: 'unknown', at: Date.now(), failure: foreignTimeout() }));
        }
      }, Math.max(0, intent.updatedAt + FOREIGN_PENDING_LIMIT_MS - Date.now()));
      timers.add(timer);
    }
  }

  function persist() {
    const id = userId();
    if (id) saveIntents(id, selectUnsettledIntents(getState()).filter((intent) => intent.userId === id), storage);
  }

  // Signed in (or restored after a reload): this tab's stored intents, then the other tabs' copies.
  startListening({
    actionCreator: sessionStarted,
    effect: (action, api) => {
      const id = action.payload.id;
      // A stored pending intent lost its sender with the page: it may have been applied.
      const stored = loadIntents(id, storage).map((intent) =>
        intent.status === 'pending' ? { ...intent, status: 'unknown' as const, failure: foreignTimeout() } : intent,
      );
      if (stored.length > 0) api.dispatch(intentsMerged(stored));
      channel.post({ kind: 'hello', userId: id, from: api.getState().intents.tabId });
    },
  });

  startListening({
    matcher: changedHere,
    effect: (action, api) => {
      persist();
      const id = userId();
      const reference = intentForgotten.match(action) ? null : action.payload.reference;
      const intent = reference ? api.getState().intents.byReference[reference] : undefined;
      if (id && intent) channel.post({ kind: 'intents', userId: id, from: tabId(), intents: [withoutResult(intent)] });
    },
  });

  startListening({ actionCreator: intentsMerged, effect: () => persist() });

  return () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    channel.close();
  };
}
