import { isAnyOf } from '@reduxjs/toolkit';
import { sessionStarted } from '@/features/session';
import type { AppStartListening, AppStore } from '@/lib/store';
import { FOREIGN_PENDING_LIMIT_MS, isUnsettled, type StoredIntent } from './intent';
import { intentForgotten, intentResent, intentSettled, intentStarted, intentsMerged, newerCopy, selectUnsettledIntents } from './intents-slice';
import { foreignTimeout } from './intent-thunks';
import { loadIntents, openIntentsChannel, saveIntents, sessionStorageOfTab, withoutResult, type TabStorage } from './intent-storage';

const changedHere = isAnyOf(intentStarted, intentResent, intentSettled, intentForgotten);
/** How many settled intents a tab remembers after its screens forgot them (a few minutes of work). */
const SETTLED_MEMORY = 200;

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

  /** Intents settled in this tab's view, kept after a screen forgot them, to answer a tab whose restored copy missed it. */
  const settledCopies = new Map<string, StoredIntent>();

  const channel = openIntentsChannel((message) => {
    if (message.from === tabId()) return;
    // A hello brings the copies the tab restored from its storage: learnt like any others, or they
    // would be open in that tab only, and this one would offer a second refund.
    const copies = message.kind === 'hello' ? (message.intents ?? []) : message.intents;
    if (message.userId === userId()) {
      if (copies.length > 0) dispatch(intentsMerged(copies));
      watchForeignPending(copies);
    } else if (userId() === null) keepStored(message.userId, copies);
    if (message.kind === 'hello') answerHello(message.userId, copies);
  });

  /**
   * What a tab that signed in needs to know: the user's open intents (from this tab's storage when
   * it is signed out, after the idle logout or a refused session), and how the ones it restored have
   * settled here if they have (a copy restored from storage may have missed it: a refused refund
   * sent again would be applied after all).
   */
  function answerHello(id: string, restored: StoredIntent[]) {
    const open = id === userId() ? selectUnsettledIntents(getState()).map(withoutResult) : loadIntents(id, storage);
    const settled = restored.flatMap((copy) => {
      const known = settledCopies.get(copy.reference);
      return known?.userId === id ? [known] : [];
    });
    const intents = [...open, ...settled];
    if (intents.length > 0) channel.post({ kind: 'intents', userId: id, from: tabId(), intents });
  }

  function rememberSettled(references: string[]) {
    for (const reference of references) {
      const intent = getState().intents.byReference[reference];
      if (!intent || isUnsettled(intent)) continue;
      settledCopies.delete(reference);
      settledCopies.set(reference, withoutResult(intent));
      if (settledCopies.size > SETTLED_MEMORY) settledCopies.delete(settledCopies.keys().next().value as string);
    }
  }

  /** A pending intent of another tab that falls silent (the tab was closed) is shown as unknown. */
  function watchForeignPending(intents: StoredIntent[]) {
    for (const intent of intents) {
      if (intent.status !== 'pending' || intent.ownerTab === tabId()) continue;
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          const now = getState().intents.byReference[intent.reference];
          if (now?.status === 'pending' && now.ownerTab === intent.ownerTab && now.updatedAt === intent.updatedAt) {
            dispatch(intentSettled({ reference: intent.reference, status: 'unknown', at: Date.now(), failure: foreignTimeout() }));
          }
        },
        Math.max(0, intent.updatedAt + FOREIGN_PENDING_LIMIT_MS - Date.now()),
      );
      timers.add(timer);
    }
  }

  /**
   * Signed out here, the copies this tab keeps for the user are kept up to date all the same: signing
   * in here later must neither miss an intent nor bring back one that another tab settled meanwhile
   * (a refused one sent again would be applied after all), and a tab signing in elsewhere asks them.
   */
  function keepStored(id: string, copies: StoredIntent[]) {
    const stored = new Map(loadIntents(id, storage).map((intent) => [intent.reference, intent]));
    for (const copy of copies) stored.set(copy.reference, newerCopy(stored.get(copy.reference), copy));
    saveIntents(id, [...stored.values()].filter(isUnsettled), storage);
  }

  function persist() {
    const id = userId();
    if (id)
      saveIntents(
        id,
        selectUnsettledIntents(getState()).filter((intent) => intent.userId === id),
        storage,
      );
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
      channel.post({ kind: 'hello', userId: id, from: api.getState().intents.tabId, intents: stored });
    },
  });

  startListening({
    matcher: changedHere,
    effect: (action, api) => {
      persist();
      const id = userId();
      const reference = intentForgotten.match(action) ? null : action.payload.reference;
      if (reference) rememberSettled([reference]);
      const intent = reference ? api.getState().intents.byReference[reference] : undefined;
      if (id && intent) channel.post({ kind: 'intents', userId: id, from: tabId(), intents: [withoutResult(intent)] });
    },
  });

  startListening({
    actionCreator: intentsMerged,
    effect: (action) => {
      persist();
      rememberSettled(action.payload.map((copy) => copy.reference));
    },
  });

  return () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    channel.close();
  };
}
