// @vitest-environment node
import { makeStore } from '@/app/store/make-store';
import { sessionEnded, sessionStarted, sessionStarting, type CurrentUser } from '@/features/session';
import { failure } from '@/lib/http';
import type { AppServices } from '@/lib/store';
import { createBroadcastBus } from '../../../tests/transport-model/broadcast-bus';
import { targetKey, type StoredIntent } from './intent';
import { intentForgotten, intentSettled, intentStarted, selectIntentOnTarget } from './intents-slice';
import { registerIntentListeners } from './intents-listeners';

const user: CurrentUser = {
  id: 'usr_1',
  email: 'ada@example.test',
  name: 'Ada',
  twoFaEnabled: false,
  phone: null,
  isTimezoneSet: true,
  preferences: { timezone: 'utc', layoutType: 'constrained', theme: 'auto', dateFormat: 'dd.MM.yyyy' },
};
const target = targetKey('transaction', 'tx_1');

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A tab of the app as far as intents go: its store, its listeners and its own sessionStorage. */
function openTab(storage: ReturnType<typeof memoryStorage>) {
  // No call is made here: the intents are dispatched as the thunks would.
  const { store, startListening, clearListeners } = makeStore({} as AppServices);
  const closeIntents = registerIntentListeners(startListening, store, () => storage);
  const signIn = () => {
    store.dispatch(sessionStarting({ identityId: null, restoring: true }));
    store.dispatch(sessionStarted(user));
  };
  signIn();
  return {
    store,
    signIn,
    shown: () => selectIntentOnTarget(store.getState(), target)?.status,
    start: (reference: string) => store.dispatch(intentStarted(refund(reference, store.getState().intents.tabId))),
    refuse: (reference: string) => store.dispatch(intentSettled({ reference, status: 'failed', at: Date.now(), failure: failure(429, 'Too Many Requests') })),
    /** The page goes away (a reload or closing the tab): its storage stays with the tab. */
    close: () => {
      clearListeners();
      closeIntents();
    },
  };
}

const refund = (reference: string, ownerTab: string): StoredIntent => ({
  reference,
  target,
  ownerTab,
  userId: user.id,
  identityId: null,
  status: 'pending',
  startedAt: Date.now(),
  updatedAt: Date.now(),
  request: { action: 'transactions/refund', id: 'tx_1', payload: { data: { type: 'refunds', attributes: { amount: 100 } } } },
  summary: { kind: 'refund', amount: 100, currency: 'EUR' },
  invalidates: [],
  discardable: false,
});

describe('intents shared between the tabs of a user', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a tab reloaded while the news of a refusal was on its way learns it, though the other tab has forgotten the intent', async () => {
    // Messages: the two hellos, the refund started, then its refusal, which takes 50 ms.
    vi.stubGlobal('BroadcastChannel', createBroadcastBus([0, 0, 0, 50]).BroadcastChannel);
    const first = openTab(memoryStorage());
    const secondStorage = memoryStorage();
    const second = openTab(secondStorage);
    first.start('ref-1');
    await vi.advanceTimersByTimeAsync(5);
    expect(second.shown()).toBe('pending');

    first.refuse('ref-1');
    second.close();
    const reloaded = openTab(secondStorage);
    expect(reloaded.shown()).toBe('unknown');
    // The first tab's dialog showed the refusal and is done with it before the reloaded tab's hello arrives.
    first.store.dispatch(intentForgotten('ref-1'));
    await vi.advanceTimersByTimeAsync(100);
    // Refused, not "Check again": sent again, the refused refund would be applied after all.
    expect(reloaded.shown()).toBe('failed');
  });

  it('a signed-out tab keeps its copies up to date and tells a tab that signs in what is open', async () => {
    vi.stubGlobal('BroadcastChannel', createBroadcastBus([]).BroadcastChannel);
    const first = openTab(memoryStorage());
    const second = openTab(memoryStorage());
    first.start('ref-1');
    await vi.advanceTimersByTimeAsync(5);
    second.store.dispatch(sessionEnded());

    // While the second tab is signed out, the first refuses one refund and starts another, then goes away.
    first.refuse('ref-1');
    first.start('ref-2');
    await vi.advanceTimersByTimeAsync(5);
    first.close();

    // A new tab learns of the open refund from the signed-out one.
    const third = openTab(memoryStorage());
    await vi.advanceTimersByTimeAsync(5);
    expect(third.store.getState().intents.byReference['ref-2']).toMatchObject({ status: 'pending' });
    // Signed in again, the second tab restores the open refund and not the refused one.
    second.signIn();
    expect(second.store.getState().intents.byReference['ref-1']).toBeUndefined();
    expect(second.store.getState().intents.byReference['ref-2']).toMatchObject({ status: 'unknown' });
  });
});
