// @vitest-environment node
import { fc, test } from '@fast-check/vitest';
import { db } from '@mocks/db/store';
import {
  ACTION_TIMEOUT_MS,
  modelFixture,
  runSchedule,
  SETTLE_MARGIN_MS,
  type AuthorizationOutcome,
  type PostFault,
  type Schedule,
} from '../transport-model/model';
import { runTabsSchedule, tabsFixture, type PageIndex, type TabIndex, type TabsSchedule, type TabStep } from '../transport-model/tabs-model';

const runs = Number(process.env.TRANSPORT_SCHEDULES ?? 1000);
const terminal = new Set(['answered', 'failed', 'timed-out', 'superseded', 'outcome-unknown']);

const weighted = <T>(...pairs: [T, number][]) => fc.oneof(...pairs.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })));

/** The faults on the wire, the same for one tab or two. */
const wireFaults = {
  postFaults: fc.array(
    weighted<PostFault>(['ok', 6], ['lost-request', 1], ['lost-response', 1], ['server-error', 1], ['network-before', 1], ['network-after', 1], ['refused', 1]),
    { maxLength: 12 },
  ),
  pushFaults: fc.array(
    fc.record({
      copies: weighted<0 | 1 | 2>([1, 5], [0, 2], [2, 2]),
      delays: fc.tuple(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 3_000 })),
    }),
    { maxLength: 12 },
  ),
  authorizations: fc.array(weighted<AuthorizationOutcome>(['ok', 8], ['network', 2], ['timeout', 1], ['bad-request', 1], ['forbidden', 1]), { maxLength: 20 }),
  socketDrops: fc.array(fc.record({ at: fc.integer({ min: 0, max: 90_000 }), downFor: fc.constant(0) }), { maxLength: 4 }),
  postLatency: fc.integer({ min: 0, max: 500 }),
};

/** Amounts in minor units; some exceed what is left, so the sandbox has over-refunds to refuse. */
const amount = (maxAmount: number) => fc.oneof(fc.integer({ min: 1, max: Math.floor(maxAmount / 3) }), fc.integer({ min: 1, max: maxAmount + 10 }));

const schedule = (maxAmount: number): fc.Arbitrary<Schedule> =>
  fc.record({
    intents: fc.array(
      fc.record({
        at: fc.integer({ min: 0, max: 60_000 }),
        amount: amount(maxAmount),
        retryAfter: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    ...wireFaults,
  });

const tabsSchedule = (maxAmount: number): fc.Arbitrary<TabsSchedule> => {
  const after = fc.oneof(fc.integer({ min: 1, max: 1_500 }), fc.integer({ min: 1, max: 40_000 }));
  const tab = fc.constantFrom<TabIndex>(0, 1);
  const page = fc.constantFrom<PageIndex>(0, 1);
  const step = fc.oneof(
    { weight: 5, arbitrary: fc.record({ after, tab, do: fc.constant('press' as const), amount: amount(maxAmount) }) },
    { weight: 3, arbitrary: fc.record({ after, tab, do: fc.constant('navigate' as const), to: page }) },
    { weight: 2, arbitrary: fc.record({ after, tab, do: fc.constant('reload' as const) }) },
    { weight: 2, arbitrary: fc.record({ after, tab: fc.constant<TabIndex>(1), do: fc.constant('open' as const), to: page }) },
  ) as fc.Arbitrary<TabStep>;
  return fc.record({
    steps: fc.array(step, { minLength: 1, maxLength: 14 }),
    mirrorDelays: fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 12 }),
    ...wireFaults,
  });
};

/**
 * Schedules that once failed: a model that retried an intent while its earlier press was still
 * pending; and a "Check again" that timed out unsent while the first press's POST, still in
 * flight when the session was refused, was applied (it was reported as failed: now unknown); and a
 * retry refused with 429 after a resend of the first try had been applied (also unknown now).
 */
const regressions: [Schedule][] = [
  [
    {
      intents: [
        { at: 11491, amount: 1, retryAfter: 0 },
        { at: 11910, amount: 1, retryAfter: null },
      ],
      postFaults: ['server-error', 'ok', 'refused'],
      pushFaults: [{ copies: 2, delays: [2, 2] }],
      authorizations: [],
      socketDrops: [{ at: 11872, downFor: 0 }],
      postLatency: 417,
    },
  ],
  [
    {
      intents: [
        { at: 69, amount: 1, retryAfter: 0 },
        { at: 0, amount: 1, retryAfter: 0 },
      ],
      postFaults: ['ok', 'network-before', 'network-before', 'server-error'],
      pushFaults: [],
      authorizations: ['ok', 'ok', 'ok', 'forbidden'],
      socketDrops: [
        { at: 68, downFor: 0 },
        { at: 89, downFor: 0 },
        { at: 221, downFor: 0 },
      ],
      postLatency: 31,
    },
  ],
  [
    {
      intents: [{ at: 52217, amount: 1, retryAfter: 2492 }],
      postFaults: ['lost-request', 'server-error', 'network-before', 'lost-request'],
      pushFaults: [],
      authorizations: [],
      socketDrops: [{ at: 70418, downFor: 0 }],
      postLatency: 362,
    },
  ],
];

const calm: Schedule = { intents: [], postFaults: [], pushFaults: [], authorizations: [], socketDrops: [], postLatency: 50 };

describe('the transport in the fault scenarios of the sandbox panel', () => {
  const fixture = modelFixture();
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const firstPress = (result: Awaited<ReturnType<typeof runSchedule>>) => result.records[0].invocations[0];

  it('a socket dropped while a refund is pending: the answer still arrives after the reconnect', async () => {
    const result = await runSchedule(
      {
        ...calm,
        intents: [{ at: 1_000, amount: 100, retryAfter: null }],
        // The answer is pushed 500 ms after the POST; the socket drops 200 ms after it.
        pushFaults: [{ copies: 1, delays: [500, 0] }],
        socketDrops: [{ at: 1_300, downFor: 0 }],
      },
      fixture,
      'drop',
    );
    expect(firstPress(result)).toMatchObject({ outcome: 'success' });
    expect(firstPress(result).settledAt! - firstPress(result).startedAt).toBeLessThan(5_000);
    expect(result.lifecycle.map((e) => e.step)).toContain('resent');
  });

  it('channel authorization that fails once: the app recovers by itself', async () => {
    const result = await runSchedule({ ...calm, intents: [{ at: 0, amount: 100, retryAfter: null }], authorizations: ['network'] }, fixture, 'auth');
    expect(firstPress(result)).toMatchObject({ outcome: 'success' });
    expect(firstPress(result).settledAt! - firstPress(result).startedAt).toBeLessThan(5_000);
  });

  it('every push event duplicated: nothing happens twice', async () => {
    const twice = { copies: 2 as const, delays: [0, 30] as [number, number] };
    const result = await runSchedule(
      {
        ...calm,
        intents: [
          { at: 0, amount: 100, retryAfter: null },
          { at: 10, amount: 200, retryAfter: null },
        ],
        pushFaults: [twice, twice],
      },
      fixture,
      'dup',
    );
    expect(result.records.map((r) => r.invocations.map((i) => i.outcome))).toEqual([['success'], ['success']]);
    expect(db.transactions.filter((t) => t.parentId === fixture.payment.id)).toHaveLength(2);
    expect(db.transactions.get(fixture.payment.id)!.refundedAmount).toBe(300);
  });
});

/** Counts the runs of a describe block on the fake clock; with TRANSPORT_REPORT, prints them at the end. */
function scheduleCounter(name: string) {
  const counter = { run: 0, passed: 0 };
  const started = performance.now();
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => {
    vi.useRealTimers();
    if (process.env.TRANSPORT_REPORT) {
      console.log(`${name} schedules: ${counter.passed} passed of ${counter.run} tried in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  });
  return counter;
}

describe('the transport under random fault schedules', () => {
  const fixture = modelFixture();
  const counter = scheduleCounter('transport');

  test.prop([schedule(fixture.payment.amount)], { numRuns: runs, timeout: 5_000, examples: regressions })(
    'every call settles once and in time; no reference is applied twice; the refunded sum is the sum of successes',
    async (plan) => {
      const outcome = await runSchedule(plan, fixture, `run${++counter.run}`);
      const { records, lifecycle } = outcome;

      expect(outcome.hanging).toBe(0);
      expect(outcome.openSockets).toBe(0);
      for (const record of records) {
        for (const invocation of record.invocations) {
          expect(invocation.settledAt).not.toBeNull();
          expect(invocation.settledAt! - invocation.startedAt).toBeLessThanOrEqual(ACTION_TIMEOUT_MS + SETTLE_MARGIN_MS);
          // Never "failed" while this very press moved the money: that is what the unknown outcome is for.
          if (invocation.outcome === 'failure') expect(invocation.appliedAtSettle).toBe(invocation.appliedAtStart);
        }
        const ends = lifecycle.filter((event) => event.requestReference === record.reference && terminal.has(event.step));
        expect(ends).toHaveLength(record.invocations.length);
        expect(outcome.settledForGood(record)).toBe(true);
      }

      const refunds = db.transactions.filter((t) => t.parentId === fixture.payment.id);
      const byReference = new Map<string, number>();
      for (const refund of refunds) byReference.set(refund.requestReference!, (byReference.get(refund.requestReference!) ?? 0) + 1);
      for (const count of byReference.values()) expect(count).toBe(1);

      const succeeded = records.filter((record) => record.invocations.at(-1)?.outcome === 'success');
      expect(new Set(byReference.keys())).toEqual(new Set(succeeded.map((record) => record.reference)));
      const refunded = db.transactions.get(fixture.payment.id)!.refundedAmount;
      expect(refunded).toBe(succeeded.reduce((sum, record) => sum + record.intent.amount, 0));
      expect(refunded).toBe(refunds.reduce((sum, refund) => sum + refund.amount, 0));
      expect(refunded).toBeLessThanOrEqual(fixture.payment.amount);
      counter.passed += 1;
    },
    runs * 200 + 60_000,
  );
});

/**
 * Schedules of tabs and pages that once failed:
 * 1. a "Check again" after a reload, refused with 429, settled the intent as failed though the try
 *    before the reload had been applied (the new page's action client had not sent it; the intent
 *    now says so, `triedBefore`);
 * 2. a tab opened while the other one was signed out learnt nothing of the open refund kept in that
 *    tab's storage, and offered a second refund of the payment (a signed-out tab now answers);
 * 3. a tab signed out missed that the other tab's refund was refused (429); signed in again, it
 *    restored the refund as unknown from its storage, and "Check again" applied the refused refund
 *    (a signed-out tab now keeps its stored copies up to date, and see 5);
 * 4. both tabs reloaded while the news of a refund was on its way: the one that had it restored it,
 *    the other never heard of it and offered a second refund (a hello now brings the restored copies);
 * 5. a tab reloaded while the news that a refund was refused was on its way, restored it as unknown,
 *    and "Check again" applied it (a hello is now answered with how the restored copies settled).
 */
const tabRegressions: [TabsSchedule][] = [
  [
    {
      steps: [
        { after: 1, tab: 1, do: 'open', to: 0 },
        { after: 1, tab: 1, do: 'press', amount: 1 },
        { after: 35, tab: 1, do: 'reload' },
        { after: 1, tab: 1, do: 'press', amount: 1 },
      ],
      mirrorDelays: [],
      postFaults: ['ok', 'refused'],
      pushFaults: [],
      authorizations: ['forbidden'],
      socketDrops: [],
      postLatency: 0,
    },
  ],
  [
    {
      steps: [
        { after: 1, tab: 0, do: 'press', amount: 1 },
        { after: 23, tab: 1, do: 'open', to: 0 },
        { after: 1, tab: 1, do: 'press', amount: 1 },
      ],
      mirrorDelays: [],
      postFaults: [],
      pushFaults: [],
      authorizations: ['forbidden'],
      socketDrops: [],
      postLatency: 0,
    },
  ],
  [
    {
      steps: [
        { after: 1, tab: 0, do: 'press', amount: 1 },
        { after: 1, tab: 1, do: 'open', to: 0 },
        { after: 53, tab: 0, do: 'press', amount: 1 },
        { after: 1, tab: 1, do: 'reload' },
        { after: 1, tab: 0, do: 'press', amount: 1 },
      ],
      mirrorDelays: [],
      postFaults: ['ok', 'refused'],
      pushFaults: [],
      authorizations: ['ok', 'ok', 'forbidden'],
      socketDrops: [],
      postLatency: 22,
    },
  ],
  [
    {
      steps: [
        { after: 1, tab: 1, do: 'open', to: 0 },
        { after: 1, tab: 1, do: 'press', amount: 1 },
        { after: 1, tab: 0, do: 'reload' },
        { after: 1, tab: 1, do: 'reload' },
        { after: 1, tab: 0, do: 'press', amount: 1 },
      ],
      mirrorDelays: [0, 0, 2, 2],
      postFaults: [],
      pushFaults: [],
      authorizations: [],
      socketDrops: [],
      postLatency: 0,
    },
  ],
  [
    {
      steps: [
        { after: 1, tab: 1, do: 'open', to: 0 },
        { after: 99, tab: 0, do: 'press', amount: 1 },
        { after: 15, tab: 1, do: 'reload' },
        { after: 85, tab: 1, do: 'press', amount: 1 },
      ],
      mirrorDelays: [0, 0, 0, 40],
      postFaults: ['refused'],
      pushFaults: [],
      authorizations: [],
      socketDrops: [],
      postLatency: 10,
    },
  ],
];

describe('intents across navigation, reloads and two tabs under random fault schedules', () => {
  const fixture = tabsFixture();
  const counter = scheduleCounter('intent');

  test.prop([tabsSchedule(Math.max(...fixture.payments.map((p) => p.amount)))], { numRuns: runs, timeout: 5_000, examples: tabRegressions })(
    'every intent settles once, none is applied twice, none lands on another payment, none starts while one is open there',
    async (plan) => {
      counter.run += 1;
      const outcome = await runTabsSchedule(plan, fixture);

      // Seen by the model as it went: no tab rewrote an intent, settled it differently from another
      // tab, or offered a new refund on a payment while an intent there was still open.
      expect(outcome.problems).toEqual([]);
      expect(outcome.openSockets).toBe(0);
      expect(outcome.openChannels).toBe(0);

      for (const press of outcome.presses) {
        if (press.abandoned) continue;
        expect(press.settledAt).not.toBeNull();
        expect(press.settledAt! - press.startedAt).toBeLessThanOrEqual(ACTION_TIMEOUT_MS + SETTLE_MARGIN_MS);
      }
      // Each call of each page's action client ended exactly once (unless the page was reloaded under it).
      for (const life of outcome.lives) {
        if (life.reloaded) continue;
        for (const [reference, calls] of life.calls) {
          expect(life.lifecycle.filter((event) => event.requestReference === reference && terminal.has(event.step))).toHaveLength(calls);
        }
      }

      // After the calm rounds every intent is settled for good, in every tab.
      expect(outcome.stillOpen).toEqual([]);
      for (const reference of outcome.intents.keys()) expect(outcome.settledAs.get(reference)).toMatch(/^(succeeded|failed)$/);

      for (const payment of fixture.payments) {
        const refunds = db.transactions.filter((t) => t.parentId === payment.id);
        for (const refund of refunds) {
          const intent = outcome.intents.get(refund.requestReference!);
          // Every refund is one of the model's intents, on the payment that intent was for.
          expect(intent?.paymentId).toBe(payment.id);
          expect(refund.amount).toBe(intent!.amount);
        }
        const references = refunds.map((refund) => refund.requestReference);
        expect(new Set(references).size).toBe(references.length);
        const succeeded = [...outcome.intents.values()].filter(
          (intent) => intent.paymentId === payment.id && outcome.settledAs.get(intent.reference) === 'succeeded',
        );
        expect(new Set(references)).toEqual(new Set(succeeded.map((intent) => intent.reference)));
        const refunded = db.transactions.get(payment.id)!.refundedAmount;
        expect(refunded).toBe(succeeded.reduce((sum, intent) => sum + intent.amount, 0));
        expect(refunded).toBe(refunds.reduce((sum, refund) => sum + refund.amount, 0));
        expect(refunded).toBeLessThanOrEqual(payment.amount);
      }
      counter.passed += 1;
    },
    runs * 400 + 60_000,
  );
});
