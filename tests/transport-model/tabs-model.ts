/**
 * The transport model (model.ts) with the app's intents on top: up to two tabs of one user, each a
 * store of its own (`makeStore`: the real intents slice, thunks and listeners, every call through
 * the action middleware) with its own sessionStorage, live channel and action client, all sharing
 * the spoiled wire and one BroadcastChannel (broadcast-bus.ts). The user moves between two payments
 * and presses what a payment's page offers, as the money screens do: "Check again" on the intent
 * shown there when its outcome is unknown, nothing while it is in progress, else a new refund. Tabs
 * are reloaded (the store is thrown away and made again from the tab's sessionStorage; what the dead
 * page had sent may still land) and a second tab is opened (it learns the intents from the first).
 */
import { makeStore } from '@/app/store/make-store';
import {
  FOREIGN_PENDING_LIMIT_MS,
  intentForgotten,
  isUnsettled,
  registerIntentListeners,
  resendIntent,
  selectIntentOnTarget,
  startIntent,
  targetKey,
} from '@/features/intents';
import { sessionEnded, sessionStarted, sessionStarting, type CurrentUser } from '@/features/session';
import { moneyIntentSpec } from '@/features/transactions';
import { channelGaveUp, channelResubscribed, lifecycleAction, pushReceived, type LifecycleEvent } from '@/lib/actions';
import type { AppServices } from '@/lib/store';
import type { Transaction } from '@mocks/db/schema';
import { db } from '@mocks/db/store';
import { createBroadcastBus } from './broadcast-bus';
import { ACTION_TIMEOUT_MS, connectClient, createWire, modelFixture, resetPayments, type Schedule, type WireFaults } from './model';

export type TabIndex = 0 | 1;
/** Payment A or B. */
export type PageIndex = 0 | 1;

/** One thing the user does, `after` ms after the previous one. Tab 0 is open from the start, tab 1 once opened. */
export type TabStep = { after: number; tab: TabIndex } & (
  { do: 'press'; amount: number } | { do: 'navigate'; to: PageIndex } | { do: 'reload' } | { do: 'open'; to: PageIndex }
);

export interface TabsSchedule extends WireFaults, Pick<Schedule, 'socketDrops'> {
  steps: TabStep[];
  /** Delays of the BroadcastChannel's messages, in the order they are posted (then 0). */
  mirrorDelays: number[];
}

/** An intent the model started: what it was for. */
export interface ModelIntent {
  reference: string;
  target: string;
  paymentId: string;
  amount: number;
}

export interface Press {
  tab: TabIndex;
  life: number;
  kind: 'refund' | 'check-again';
  reference: string;
  startedAt: number;
  settledAt: number | null;
  /** The tab was reloaded before the press settled: no one was left to see it. */
  abandoned: boolean;
}

/** One page load of a tab, from its load (or its reload) to the next. */
interface Life {
  id: number;
  tab: TabIndex;
  alive: boolean;
  /** The tab was reloaded during the storm: calls of this life may have been cut short. */
  reloaded: boolean;
  signedIn: boolean;
  store: ReturnType<typeof makeStore>['store'];
  live: ReturnType<typeof connectClient>['live'];
  actions: ReturnType<typeof connectClient>['actions'];
  lifecycle: LifecycleEvent[];
  /** Calls this life's action client made per reference (a press joined to a waiting call makes none). */
  calls: Map<string, number>;
  end: () => void;
}

interface Tab {
  index: TabIndex;
  /** The tab's sessionStorage: it outlives the tab's reloads. */
  storage: MemoryStorage;
  page: PageIndex;
  life: Life | null;
}

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** Admin's session and two refundable payments of "Northwind Shop", in two currencies where there are. */
export function tabsFixture() {
  const { session } = modelFixture();
  const stored = db.users.get(session.userId)!;
  const user: CurrentUser = {
    id: stored.id,
    email: stored.email,
    name: stored.name,
    twoFaEnabled: stored.twoFaEnabled,
    phone: stored.phone,
    isTimezoneSet: stored.isTimezoneSet,
    preferences: stored.preferences,
  };
  const refundable = db.transactions.filter(
    (t) => t.projectId === 'res_prj_northwind_shop' && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0 && t.amount >= 1000,
  );
  const a = refundable[0];
  const b = refundable.find((t) => t.id !== a.id && t.currency !== a.currency) ?? refundable[1];
  return { session, user, payments: [structuredClone(a), structuredClone(b)] as [Transaction, Transaction] };
}

export type TabsFixture = ReturnType<typeof tabsFixture>;

export const paymentTarget = (payment: Pick<Transaction, 'id'>) => targetKey('transaction', payment.id);

/** Plays a schedule; `trace` (for a counterexample: `console.log`) hears every action of every page. */
export async function runTabsSchedule(schedule: TabsSchedule, fixture: TabsFixture, trace?: (message: string) => void) {
  const { session, user, payments } = fixture;
  resetPayments(payments);
  const wire = createWire(schedule, session);
  const bus = createBroadcastBus(schedule.mirrorDelays);
  const nativeBroadcastChannel = globalThis.BroadcastChannel;
  globalThis.BroadcastChannel = bus.BroadcastChannel;

  const intents = new Map<string, ModelIntent>();
  /** How each intent settled, as first seen in any tab: settling is final, so every tab must agree. */
  const settledAs = new Map<string, string>();
  const presses: Press[] = [];
  const lives: Life[] = [];
  const problems: string[] = [];
  /** The refund the model is starting: its intent is the new one the store shows. */
  let expecting: Omit<ModelIntent, 'reference'> | null = null;

  /** Called on every change of a live tab's store. */
  function observe(life: Life) {
    for (const intent of Object.values(life.store.getState().intents.byReference)) {
      let known = intents.get(intent.reference);
      if (!known && expecting && intent.target === expecting.target && intent.status === 'pending') {
        known = { reference: intent.reference, ...expecting };
        intents.set(intent.reference, known);
        expecting = null;
      }
      if (!known) {
        problems.push(`tab ${life.tab} holds an intent no one started: ${intent.reference}`);
        continue;
      }
      const amount = (intent.request.payload as { data: { attributes: { amount: number } } }).data.attributes.amount;
      if (intent.target !== known.target || intent.request.id !== known.paymentId || amount !== known.amount) {
        problems.push(`tab ${life.tab} holds ${intent.reference} changed: ${intent.target} ${intent.request.id} ${amount}`);
      }
      if (isUnsettled(intent)) continue;
      const before = settledAs.get(intent.reference);
      if (before === undefined) settledAs.set(intent.reference, intent.status);
      else if (before !== intent.status) problems.push(`${intent.reference} settled as ${before}, then as ${intent.status} in tab ${life.tab}`);
    }
  }

  function load(tab: Tab): Life {
    const life = { id: lives.length, tab: tab.index, alive: true, reloaded: false, signedIn: false, lifecycle: [], calls: new Map() } as unknown as Life;
    lives.push(life);
    let dispatch: (action: Parameters<Life['store']['dispatch']>[0]) => unknown = () => undefined;
    // Wired as the app's services are: the channel's signals and each call's steps go through the store.
    const { live, actions, receive } = connectClient(wire, {
      onLifecycle: (event) => {
        life.lifecycle.push(event);
        dispatch(lifecycleAction(event));
      },
      onFatal: () => signOut(life),
      route: (signal) =>
        dispatch(
          signal.type === 'push'
            ? pushReceived({ event: signal.event, data: signal.data })
            : signal.type === 'subscribed'
              ? channelResubscribed()
              : channelGaveUp(signal.failure),
        ),
    });
    const services: AppServices = {
      actions,
      live,
      receive,
      navigate: () => undefined,
      currentPath: () => '/',
      currentLocationKey: () => 'model',
      lifetime: new AbortController().signal,
      injectSlice: () => undefined,
    };
    const { store, startListening, clearListeners } = makeStore(services);
    dispatch = store.dispatch;
    const closeIntents = registerIntentListeners(startListening, store, () => tab.storage);
    const unsubscribe = store.subscribe(() => life.alive && observe(life));
    if (trace)
      startListening({
        predicate: () => true,
        effect: (action) => trace(`${Date.now()} page ${life.id} of tab ${tab.index}: ${action.type} ${JSON.stringify(action.payload ?? null)}`),
      });
    Object.assign(life, {
      store,
      live,
      actions,
      // The page is gone: nothing of it reacts any more (its POSTs already on the wire still land).
      end: () => {
        life.alive = false;
        unsubscribe();
        clearListeners();
        closeIntents();
        live.stop();
      },
    });
    signIn(life);
    return life;
  }

  function signIn(life: Life) {
    life.store.dispatch(sessionStarting({ identityId: session.identityId, restoring: true }));
    life.store.dispatch(sessionStarted(user));
    life.signedIn = true;
    life.live.start(wire.channel);
  }

  /** What the app does when the channel refuses the session (`endSession`): ends what is pending, drops the store. */
  function signOut(life: Life) {
    if (!life.alive) return;
    life.actions.rejectAll();
    life.live.stop();
    life.store.dispatch(sessionEnded());
    life.signedIn = false;
  }

  function record(life: Life, kind: Press['kind'], reference: string, joined: boolean, settled: Promise<unknown>) {
    const press: Press = { tab: life.tab, life: life.id, kind, reference, startedAt: Date.now(), settledAt: null, abandoned: false };
    presses.push(press);
    if (!joined) life.calls.set(reference, (life.calls.get(reference) ?? 0) + 1);
    void settled.then(() => {
      if (life.alive) press.settledAt = Date.now();
    });
  }

  /** "Check again" on the intent the tab's page shows, if it shows one whose outcome is unknown. */
  function checkAgain(tab: Tab) {
    const life = tab.life;
    if (!life?.signedIn) return;
    const shown = selectIntentOnTarget(life.store.getState(), paymentTarget(payments[tab.page]));
    if (shown?.status !== 'unknown') return;
    const joined = life.actions.isPending(shown.reference);
    record(life, 'check-again', shown.reference, joined, life.store.dispatch(resendIntent(shown.reference)));
  }

  /** The press on the tab's page: "Check again" where it is offered, nothing while in progress, else a new refund. */
  function press(tab: Tab, amount: number) {
    const life = tab.life;
    if (!life?.signedIn) return;
    const payment = payments[tab.page];
    const target = paymentTarget(payment);
    const shown = selectIntentOnTarget(life.store.getState(), target);
    if (shown && isUnsettled(shown)) return checkAgain(tab);
    // Opening the refund dialog again, the screen is done with the intent it showed (`prepare`).
    if (shown) life.store.dispatch(intentForgotten(shown.reference));
    for (const intent of intents.values()) {
      if (intent.target === target && !settledAs.has(intent.reference)) {
        problems.push(`tab ${tab.index} offered a new refund of ${payment.id} while ${intent.reference} was open`);
      }
    }
    expecting = { target, paymentId: payment.id, amount };
    const settled = life.store.dispatch(startIntent({ ...moneyIntentSpec('refund', payment, amount), target }));
    const started = selectIntentOnTarget(life.store.getState(), target);
    if (expecting || !started) {
      problems.push(`tab ${tab.index} pressed refund of ${payment.id} and no intent started`);
      expecting = null;
      return;
    }
    record(life, 'refund', started.reference, false, settled);
  }

  const tabs: Tab[] = ([0, 1] as const).map((index) => ({ index, storage: new MemoryStorage(), page: 0, life: null }));

  function perform(step: TabStep) {
    const tab = tabs[step.tab];
    switch (step.do) {
      case 'press':
        return press(tab, step.amount);
      case 'navigate':
        tab.page = step.to;
        return;
      case 'reload':
        if (!tab.life) return;
        tab.life.reloaded = true;
        tab.life.end();
        for (const p of presses) if (p.life === tab.life.id && p.settledAt === null) p.abandoned = true;
        tab.life = load(tab);
        return;
      case 'open':
        if (tab.life) return;
        tab.page = step.to;
        tab.life = load(tab);
    }
  }

  const everythingSettled = () =>
    [...intents.keys()].every((reference) => settledAs.has(reference)) &&
    tabs.every((tab) => !tab.life || Object.values(tab.life.store.getState().intents.byReference).every((intent) => !isUnsettled(intent)));

  try {
    tabs[0].life = load(tabs[0]);
    let next = 0;
    // A page shows what the other tabs told it before the user presses anything there: presses wait
    // for the channel to fall quiet. Reloads do not: what was on its way to the page is lost.
    const runStep = () => {
      if (schedule.steps[next].do === 'press' && !bus.idle()) return void setTimeout(runStep, 1);
      perform(schedule.steps[next]);
      next += 1;
      if (next < schedule.steps.length) setTimeout(runStep, schedule.steps[next].after);
    };
    if (schedule.steps.length > 0) setTimeout(runStep, schedule.steps[0].after);
    for (const drop of schedule.socketDrops) setTimeout(() => wire.network.dropAll(), drop.at);
    const span = Math.max(
      schedule.steps.reduce((sum, step) => sum + step.after, 0),
      ...schedule.socketDrops.map((drop) => drop.at),
    );
    await vi.advanceTimersByTimeAsync(span + ACTION_TIMEOUT_MS);
    for (let wait = 0; next < schedule.steps.length && wait < 100; wait += 1) await vi.advanceTimersByTimeAsync(1_000);
    if (next < schedule.steps.length) problems.push(`the BroadcastChannel never fell quiet (step ${next} waits)`);

    // The storm is over: every tab signed in and listening again, the user goes through both
    // payments in one tab, then the other, and checks again whatever is shown as unknown.
    wire.calmDown();
    for (const tab of tabs) {
      if (!tab.life) continue;
      if (tab.life.signedIn) tab.life.live.start(wire.channel);
      else signIn(tab.life);
    }
    const open = tabs.filter((tab) => tab.life);
    for (let round = 0; round < 6; round += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      if (everythingSettled()) break;
      const tab = open[round % open.length];
      for (const page of [0, 1] as const) {
        tab.page = page;
        checkAgain(tab);
      }
      // Time for the answers, and for a pending intent of a page that is gone to show as unknown.
      await vi.advanceTimersByTimeAsync(Math.max(ACTION_TIMEOUT_MS, FOREIGN_PENDING_LIMIT_MS) * 2);
    }
    const stillOpen = tabs.flatMap((tab) =>
      tab.life
        ? Object.values(tab.life.store.getState().intents.byReference)
            .filter(isUnsettled)
            .map((intent) => `${intent.reference} in tab ${tab.index}`)
        : [],
    );
    for (const tab of tabs) tab.life?.end();
    await vi.advanceTimersByTimeAsync(0);
    return {
      intents,
      settledAs,
      presses,
      problems,
      stillOpen,
      lives: lives.map(({ id, reloaded, lifecycle, calls }) => ({ id, reloaded, lifecycle, calls })),
      openSockets: wire.network.openSockets,
      openChannels: bus.openChannels(),
    };
  } finally {
    globalThis.BroadcastChannel = nativeBroadcastChannel;
  }
}
