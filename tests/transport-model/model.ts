/**
 * A model of the whole transport under faults: the real action client and live channel, the real
 * sandbox dispatch (idempotency and refund rules), and in between a wire the schedule spoils:
 * POSTs that time out before or after the server acted, 5xx and network failures, push events
 * dropped, duplicated, reordered and delayed, sockets dropped, channel authorization failing for a
 * while or for good, and users retrying the same intent. Time is vitest's fake clock.
 */
import type Pusher from 'pusher-js';
import {
  createActionClient,
  isOutcomeUnknown,
  SIGNED_OUT,
  type ActionClient,
  type ActionEnvelope,
  type ActionTransport,
  type LifecycleEvent,
  type TransportReceiver,
  type TransportSignal,
} from '@/lib/actions';
import { failure, networkFailure, type Failure } from '@/lib/http';
import { createLiveChannel, type LiveChannel } from '@/lib/realtime';
import { FakeNetwork } from '@/lib/realtime/testing/fake-pusher';
import { dispatchAction, storedResult } from '@mocks/actions/dispatch';
import type { Session, Transaction } from '@mocks/db/schema';
import { db } from '@mocks/db/store';
import { createSession } from '@mocks/sessions';

export const ACTION_TIMEOUT_MS = 30_000;
/** How late after its time-out a call may settle: none, the clock is exact; a tick for promise callbacks. */
export const SETTLE_MARGIN_MS = 1;
const CHANNEL = 'private-session-model';

export type PostFault = 'ok' | 'lost-request' | 'lost-response' | 'server-error' | 'network-before' | 'network-after' | 'refused';
export type AuthorizationOutcome = 'ok' | 'network' | 'timeout' | 'bad-request' | 'forbidden';

export interface Intent {
  at: number;
  /** Minor units; may exceed what is left, so the sandbox has over-refunds to refuse. */
  amount: number;
  /** The user presses "Check again" this long after an unknown outcome or a time-out (null: waits for the end). */
  retryAfter: number | null;
}

export interface PushFault {
  copies: 0 | 1 | 2;
  delays: [number, number];
}

export interface Schedule {
  intents: Intent[];
  postFaults: PostFault[];
  pushFaults: PushFault[];
  authorizations: AuthorizationOutcome[];
  socketDrops: { at: number; downFor: number }[];
  postLatency: number;
}

export interface Invocation {
  reference: string;
  startedAt: number;
  settledAt: number | null;
  outcome: 'success' | 'unknown' | 'failure' | null;
  code?: Failure['code'];
  /** Whether the sandbox had applied the intent when this press started, and when its answer was shown. */
  appliedAtStart: boolean;
  appliedAtSettle: boolean;
}

const applied = (reference: string) => {
  const stored = storedResult('usr_admin', reference);
  return stored !== undefined && !stored.result.errors?.length;
};

const authorizationFailures: Record<Exclude<AuthorizationOutcome, 'ok'>, () => Failure> = {
  network: networkFailure,
  timeout: () => failure('timeout', 'Timeout', [], true),
  'bad-request': () => failure(400, 'Bad Request'),
  forbidden: () => failure(403, 'Forbidden'),
};

/** Everything one run needs: a session of admin's and a payment of "Northwind Shop" to refund. */
export function modelFixture() {
  const user = db.users.get('usr_admin')!;
  const identity = db.identities.find((i) => i.userId === user.id)!;
  const { session } = createSession(user, 'full', identity.id, { userAgent: 'model', ip: '127.0.0.1' });
  const payment = db.transactions.find(
    (t) => t.projectId === 'res_prj_northwind_shop' && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0 && t.amount >= 1000,
  )!;
  return { session, payment: structuredClone(payment) };
}

/** Answers of the sandbox that settle an intent for good: it refused the refund itself. */
export const refusals: ReadonlySet<string> = new Set(['amount-exceeds-refundable', 'not-refundable']);

export interface IntentRecord {
  intent: Intent;
  reference: string;
  invocations: Invocation[];
}

/** The faults a schedule puts on the wire, whichever tab uses it. */
export type WireFaults = Pick<Schedule, 'postFaults' | 'pushFaults' | 'authorizations' | 'postLatency'>;

/**
 * The wire between the tabs of one session and the sandbox: one fake Pusher network (every tab's
 * socket gets what is published on the session's channel) and POSTs that the schedule spoils, the
 * n-th POST or push event or authorization of any tab taking the n-th fault. Once calm, nothing fails.
 */
export function createWire(faults: WireFaults, session: Session) {
  const network = new FakeNetwork({ connectDelayMs: 20, subscribeDelayMs: 10 });
  const counters = { calm: false, post: 0, push: 0, authorization: 0 };
  const nextOf = <T>(list: T[], counter: 'post' | 'push' | 'authorization', calm: T): T => (counters.calm ? calm : (list[counters[counter]++] ?? calm));

  function applyAndPush(body: ActionEnvelope) {
    const result = dispatchAction('main', session, body.data);
    const push = nextOf(faults.pushFaults, 'push', { copies: 1, delays: [0, 0] } as PushFault);
    for (let copy = 0; copy < push.copies; copy += 1) {
      setTimeout(() => network.publish(CHANNEL, 'action-result', result), push.delays[copy]);
    }
  }

  const post: ActionTransport['post'] = (_endpoint, body, { timeoutMs }) =>
    new Promise((resolve, reject) => {
      const fault = nextOf(faults.postFaults, 'post', 'ok' as PostFault);
      const latency = Math.min(faults.postLatency, timeoutMs - 1);
      const timedOut = () => setTimeout(() => reject(failure('timeout', 'Timeout', [], true)), timeoutMs);
      switch (fault) {
        case 'ok':
          return void setTimeout(() => (applyAndPush(body), resolve(undefined)), latency);
        case 'lost-request':
          return void timedOut();
        case 'lost-response':
          setTimeout(() => applyAndPush(body), latency);
          return void timedOut();
        case 'server-error':
          return void setTimeout(() => reject(failure(500, 'Internal Server Error')), latency);
        case 'network-before':
          return void setTimeout(() => reject(networkFailure()), latency);
        case 'network-after':
          return void setTimeout(() => (applyAndPush(body), reject(networkFailure())), latency);
        case 'refused':
          return void setTimeout(() => reject(failure(429, 'Too Many Requests')), latency);
      }
    });

  const authorize = async () => {
    const outcome = nextOf(faults.authorizations, 'authorization', 'ok' as AuthorizationOutcome);
    // The authorization's round trip, on vitest's fake clock like every delay of the model (not a wait).
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (outcome !== 'ok') throw authorizationFailures[outcome]();
    return { auth: 'signed' };
  };

  return {
    network,
    post,
    authorize,
    channel: CHANNEL,
    /** The storm is over: from now on every POST, push and authorization goes through. */
    calmDown: () => void (counters.calm = true),
    isCalm: () => counters.calm,
  };
}

export type Wire = ReturnType<typeof createWire>;

export interface ClientOptions {
  onLifecycle: (event: LifecycleEvent) => void;
  /** The channel refused the session. */
  onFatal: () => void;
  /** Where the channel's signals go first (the app's store); by default straight to `receive`. */
  route?: (signal: TransportSignal) => void;
}

/**
 * One tab's live channel and action client over the wire, wired as `createTransport` wires the
 * app's: answers to the client, every (re)subscription resends what is pending, giving up ends it.
 */
export function connectClient(wire: Wire, options: ClientOptions) {
  // eslint-disable-next-line prefer-const
  let actions: ActionClient;
  const receive: TransportReceiver = (signal) => {
    if (signal.type === 'push') {
      if (signal.event === 'action-result') actions.handleAnswer(signal.data);
    } else if (signal.type === 'subscribed') actions.resendPending();
    else actions.rejectAll(String(signal.failure.code), signal.failure.message);
  };
  const route = options.route ?? receive;
  const live: LiveChannel = createLiveChannel({
    key: 'k',
    host: 'h',
    cluster: 'c',
    loadPusher: async () => wire.network.Pusher as unknown as typeof Pusher,
    authorize: wire.authorize,
    onState: () => undefined,
    onEvent: (event, data) => route({ type: 'push', event, data }),
    onSubscribed: () => route({ type: 'subscribed' }),
    onGaveUp: (f) => route({ type: 'gave-up', failure: f }),
    onAuthorizationWarning: () => undefined,
    onAuthorizationFatal: options.onFatal,
  });
  actions = createActionClient({
    timeoutMs: ACTION_TIMEOUT_MS,
    onLifecycle: options.onLifecycle,
    transport: { ready: () => live.ready(), post: wire.post },
  });
  return { live, actions, receive };
}

/** Removes the refunds of earlier runs and puts the payments back as they were. */
export function resetPayments(payments: Transaction[]) {
  for (const payment of payments) {
    for (const refund of db.transactions.filter((t) => t.parentId === payment.id)) db.transactions.remove(refund.id);
    db.transactions.upsert(structuredClone(payment));
  }
}

export async function runSchedule(schedule: Schedule, fixture: { session: Session; payment: Transaction }, runId: string) {
  const { session, payment } = fixture;
  resetPayments([payment]);
  const wire = createWire(schedule, session);
  const lifecycle: LifecycleEvent[] = [];
  let hanging = 0;

  const { live, actions } = connectClient(wire, {
    onLifecycle: (event) => lifecycle.push(event),
    // What the app does when the channel refuses the session: sign out, ending what is pending.
    onFatal: () => {
      actions.rejectAll(SIGNED_OUT);
      live.stop();
    },
  });
  const records: IntentRecord[] = schedule.intents.map((intent, index) => ({ intent, reference: `${runId}-intent-${index}`, invocations: [] }));
  const settledForGood = (record: IntentRecord) => {
    const last = record.invocations.at(-1);
    return last?.outcome === 'success' || (last?.outcome === 'failure' && refusals.has(String(last.code)));
  };

  /** One press of the button: the intent's reference, always the same. */
  function attempt(record: IntentRecord) {
    const invocation: Invocation = {
      reference: record.reference,
      startedAt: Date.now(),
      settledAt: null,
      outcome: null,
      appliedAtStart: applied(record.reference),
      appliedAtSettle: false,
    };
    record.invocations.push(invocation);
    hanging += 1;
    actions
      .call({
        action: 'transactions/refund',
        id: payment.id,
        payload: { data: { type: 'refunds', attributes: { amount: record.intent.amount } } },
        requestReference: record.reference,
      })
      .then(
        () => {
          invocation.outcome = 'success';
        },
        (error: Failure) => {
          invocation.outcome = isOutcomeUnknown(error) ? 'unknown' : 'failure';
          invocation.code = error.code;
        },
      )
      .then(() => {
        hanging -= 1;
        invocation.settledAt = Date.now();
        invocation.appliedAtSettle = applied(record.reference);
        if (!settledForGood(record) && record.intent.retryAfter !== null && !wire.isCalm()) {
          setTimeout(() => wire.isCalm() || attempt(record), record.intent.retryAfter);
        }
      });
  }

  live.start(CHANNEL);
  for (const record of records) setTimeout(() => attempt(record), record.intent.at);
  for (const drop of schedule.socketDrops) setTimeout(() => wire.network.dropAll(), drop.at);
  await vi.advanceTimersByTimeAsync(150_000);

  // The storm is over: the user (signed in again if the channel refused the session) checks again
  // every intent whose outcome is not settled for good, with its own reference.
  wire.calmDown();
  live.start(CHANNEL);
  for (let round = 0; round < 3; round += 1) {
    const open = records.filter((record) => !settledForGood(record) && record.invocations.every((i) => i.settledAt !== null));
    if (open.length === 0 && records.every(settledForGood)) break;
    for (const record of open) attempt(record);
    await vi.advanceTimersByTimeAsync(ACTION_TIMEOUT_MS * 2);
  }
  live.stop();
  await vi.advanceTimersByTimeAsync(0);
  return { records, lifecycle, hanging, openSockets: wire.network.openSockets, settledForGood };
}
