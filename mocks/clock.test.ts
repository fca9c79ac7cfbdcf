import { REFUND_SETTLE_MS } from './actions/transactions';
import { defineJob, now, schedule, setClockMode } from './clock';
import { sandboxControls } from './controls';
import { db, load, persist, setPersistence } from './db/store';
import { createSession } from './sessions';
import { openLive, signIn } from './test/harness';
import { setupSandboxServer } from './test/setup-server';

setupSandboxServer({ trustStepUp: true });

const ran: string[] = [];
const note = defineJob<{ name: string }>('test-note', ({ name }) => {
  ran.push(`${name}@${now()}`);
});
const chain = defineJob<{ name: string; then: number }>('test-chain', ({ name, then }) => {
  ran.push(name);
  note(then, { name: `${name}-follow-up` });
});

beforeEach(() => {
  ran.length = 0;
});

describe('the sandbox clock (manual in tests)', () => {
  it('runs nothing until advanced, then every due job in order of due time, jobs scheduled by jobs included', () => {
    const start = now();
    note(300, { name: 'c' });
    note(100, { name: 'a' });
    chain(200, { name: 'b', then: 50 });
    note(100, { name: 'a2' });
    expect(ran).toEqual([]);
    expect(sandboxControls.advance(99)).toBe(0);
    expect(ran).toEqual([]);
    expect(sandboxControls.advance(201)).toBe(5);
    expect(ran).toEqual([`a@${start + 100}`, `a2@${start + 100}`, 'b', `b-follow-up@${start + 250}`, `c@${start + 300}`]);
    expect(now()).toBe(start + 300);
    expect(sandboxControls.advance(10_000)).toBe(0);
  });

  it('reset() drops pending jobs', () => {
    note(10, { name: 'dropped' });
    expect(sandboxControls.state().jobs).toHaveLength(1);
    sandboxControls.reset();
    expect(sandboxControls.state().jobs).toEqual([]);
    sandboxControls.advance(1_000);
    expect(ran).toEqual([]);
  });

  it('refuses a job kind it does not know, and a kind defined twice', () => {
    expect(() => schedule(1, { kind: 'nope' })).toThrow(/Unknown job kind/);
    expect(() => defineJob('test-note', () => undefined)).toThrow(/twice/);
  });

  it('a job that fell due while the page was closed is applied when the sandbox loads again', () => {
    setPersistence(true);
    try {
      note(0, { name: 'due' });
      note(60_000, { name: 'later' });
      persist();
      db.jobs.restore(); // what a reload loses: everything in memory
      load(); // seed + the stored overlay, then the jobs already due
      expect(ran.map((r) => r.split('@')[0])).toEqual(['due']);
      expect(sandboxControls.state().jobs.map((j) => j.kind)).toEqual(['test-note']);
      sandboxControls.advance(60_000);
      expect(ran.map((r) => r.split('@')[0])).toEqual(['due', 'later']);
    } finally {
      setPersistence(false);
      localStorage.clear();
    }
  });

  it('in real mode (the browser) a timer runs each job at its due time', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      setClockMode('real');
      note(5_000, { name: 'timed' });
      vi.advanceTimersByTime(4_999);
      expect(ran).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(ran).toHaveLength(1);
    } finally {
      setClockMode('manual');
      vi.useRealTimers();
    }
  });

  it('in real mode advance runs what falls due at once, and those jobs read the time it moved to', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      setClockMode('real');
      const start = now();
      note(20_000, { name: 'decided' });
      expect(sandboxControls.advance(20_000)).toBe(1);
      // The job ran at the moved clock (a dispute decision compares its due time with it), with no timer fired.
      expect(ran).toEqual([`decided@${start + 20_000}`]);
    } finally {
      setClockMode('manual');
      vi.useRealTimers();
    }
  });
});

describe('the clock in the browser (real mode)', () => {
  it('one advance runs a chain of jobs, each at its due time: a job scheduled by a job within the move runs too', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      setClockMode('real');
      const start = now();
      chain(10_000, { name: 'retry', then: 20_000 });
      expect(sandboxControls.advance(60_000)).toBe(2);
      expect(ran).toEqual(['retry', `retry-follow-up@${start + 30_000}`]);
      expect(now()).toBeGreaterThanOrEqual(start + 60_000);
    } finally {
      setClockMode('manual');
      vi.useRealTimers();
    }
  });
});

describe('a refund settles later, pushed as resource-updated', () => {
  const live = (identityId: string) => {
    const identity = db.identities.get(identityId)!;
    const { token } = createSession(db.users.get(identity.userId)!, 'full', identity.id, { userAgent: 'test', ip: '127.0.0.1' });
    return openLive(token);
  };
  const updates = (session: Awaited<ReturnType<typeof openLive>>) =>
    session.messages
      .filter((m) => m.event === 'resource-updated')
      .map((m) => JSON.parse(m.data) as { type: string; id: string; attributes?: Record<string, unknown> });

  it('is pending at first; after advance every session that can see it hears it, and no other', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const support = await openLive(await signIn('support@sandbox.test')); // reads Northwind's transactions
    const soloDeveloper = await live('idn_multi_developer'); // Solo Store only
    const noaccess = await openLive(await signIn('noaccess@sandbox.test'));
    const payment = db.transactions.find(
      (t) => t.projectId === 'res_prj_northwind_shop' && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0,
    )!;

    const answer = await admin.action('transactions/refund', { data: { type: 'refunds', attributes: { amount: 100 } } }, { id: payment.id });
    const refundId = (answer.data as { id: string }).id;
    expect(answer.data).toMatchObject({ attributes: { type: 'refund', status: 'pending', amount: 100 } });
    // The parent's refundable amount drops at once: an over-refund is refused now, not later.
    expect(db.transactions.get(payment.id)).toMatchObject({ refundedAmount: 100, status: 'partially-refunded' });
    const over = await admin.action('transactions/refund', { data: { attributes: { amount: payment.amount - 99 } } }, { id: payment.id });
    expect(over.errors?.[0].code).toBe('amount-exceeds-refundable');
    // The refund itself is pushed at once (parent and pending child); only the settling is counted below.
    await support.next((m) => m.event === 'resource-updated' && (JSON.parse(m.data) as { id: string }).id === refundId);
    const everyone = [admin, support, soloDeveloper, noaccess];
    const allSettled = () => Promise.all(everyone.map((session) => session.settled()));
    await allSettled();
    const atRefund = new Map([admin, support].map((session) => [session, updates(session).length]));
    const later = (session: Awaited<ReturnType<typeof openLive>>) => updates(session).slice(atRefund.get(session) ?? 0);

    sandboxControls.advance(REFUND_SETTLE_MS - 1);
    await allSettled();
    for (const session of everyone) expect(later(session)).toEqual([]);
    expect(db.transactions.get(refundId)?.status).toBe('pending');

    // The settling job, and the first attempts of the webhook deliveries it made (Northwind Shop's endpoints take refund.succeeded).
    const webhookAttempts = () => db.webhookDeliveries.filter((d) => d.eventType === 'refund.succeeded' && Boolean(d.requestBody?.includes(refundId))).length;
    expect(sandboxControls.advance(1)).toBe(1 + webhookAttempts());
    expect(webhookAttempts()).toBeGreaterThan(0);
    await support.next(
      (m) => m.event === 'resource-updated' && (JSON.parse(m.data) as { attributes?: { status?: string } }).attributes?.status === 'successful',
    );
    await allSettled();
    expect(later(support)).toEqual([
      expect.objectContaining({
        type: 'transactions',
        id: refundId,
        attributes: expect.objectContaining({ type: 'refund', status: 'successful', amount: 100 }),
      }),
    ]);
    // The admin also reads the project's webhooks: their deliveries are pushed too.
    expect(later(admin).filter((update) => update.type === 'transactions')).toHaveLength(1);
    expect(updates(soloDeveloper)).toEqual([]);
    expect(updates(noaccess)).toEqual([]);
    expect(db.transactions.get(refundId)).toMatchObject({ status: 'successful', settledAt: expect.any(String) });
    expect(db.transactions.get(payment.id)?.refundedAmount).toBe(100);
    everyone.forEach((s) => s.close());
  });
});
