/**
 * `antifraud/backtestData` (docs/api/antifraud.md, *Backtest data*): paging, the first page's lists and
 * rules, facts equal to what the live engine saw, 100,000 payments in one pass; and the
 * `transactions/list` filters that read the same facts (`riskLevel`, `riskScore`, `matchesRule`).
 */
import { compileRule } from '@/lib/antifraud-rules';
import type { Transaction } from '../db/schema';
import { now } from '../clock';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { backtestRows, outcomeOf } from './backtest';
import { identityOf, isChargeLike } from './identity';

setupSandboxServer({ trustStepUp: true });

const ORG = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';
const SOLO = 'res_prj_solo';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Row = { id: string; createdAt: string; facts: Record<string, unknown>; outcome: string };
type Meta = { page: { total: number; next: string | null }; lists?: { alias: string; items: string[] }[]; rules?: { id: string }[] };
const live = async (email = 'risk@sandbox.test') => openLive(await signIn(email));

describe('antifraud/backtestData', () => {
  it('serves a bench volume (setBacktestVolume) page by page: every row once, in order, the real rows repeated', async () => {
    const risk = await live();
    sandboxControls.setBacktestVolume(12_345);
    try {
      const rows: Row[] = [];
      let next: string | null | undefined;
      do {
        const page = await risk.action('antifraud/backtestData', { resourceId: SHOP, days: 90, page: { size: 5000, ...(next && { after: next }) } });
        rows.push(...(page.data as Row[]));
        next = (page.meta as unknown as Meta).page.next;
      } while (next);
      expect(rows).toHaveLength(12_345);
      expect(new Set(rows.map((row) => row.id)).size).toBe(12_345);
      expect(rows.map((row) => row.createdAt)).toEqual([...rows.map((row) => row.createdAt)].sort().reverse());
      expect(rows[0].id).toMatch(/_bench_0$/);
    } finally {
      sandboxControls.setBacktestVolume(null);
      risk.close();
    }
  });

  it('serves the last 30 days newest first, page by page with no row twice; lists and rules come with the first page only', async () => {
    const risk = await live();
    const first = await risk.action('antifraud/backtestData', { resourceId: SHOP, days: 30, page: { size: 200 } });
    const meta = first.meta as unknown as Meta;
    const since = new Date(now() - 30 * DAY).toISOString();
    const expected = db.transactions.filter(
      (t) => ['res_prj_northwind_shop', 'res_prj_northwind_sandbox'].includes(t.projectId) && isChargeLike(t) && t.createdAt >= since,
    );
    expect(meta.page.total).toBe(expected.length);
    expect(meta.lists).toHaveLength(14);
    expect(meta.lists!.find((list) => list.alias === 'blocked_cards')!.items).toHaveLength(2);
    expect(meta.rules).toHaveLength(18);
    const rows: Row[] = [...(first.data as Row[])];
    let next = meta.page.next;
    while (next) {
      const page = await risk.action('antifraud/backtestData', { resourceId: SHOP, days: 30, page: { size: 200, after: next } });
      expect(page.meta).not.toHaveProperty('lists');
      expect(page.meta).not.toHaveProperty('rules');
      rows.push(...(page.data as Row[]));
      next = (page.meta as unknown as Meta).page.next;
    }
    expect(rows).toHaveLength(expected.length);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.map((row) => row.createdAt)).toEqual([...rows.map((row) => row.createdAt)].sort().reverse());
    expect(new Set(rows.map((row) => row.outcome))).toEqual(new Set(['disputed', 'refunded', 'blocked-or-failed', 'succeeded']));
    // The seeded card-testing burst: the eighth payment counts the seven before it within the hour.
    expect(rows.find((row) => row.id === 'trx_af_nw_burst_8')?.facts).toMatchObject({ paymentsPerCard1h: 7, paymentsPerEmail24h: 7, amountInEur: 149 });
    expect((await risk.action('antifraud/backtestData', { resourceId: SHOP, days: 30, page: { size: 10, after: 'trx_nope' } })).errors?.[0]).toMatchObject({
      code: 'invalid',
      source: { pointer: '/page/after' },
    });
    expect((await risk.action('antifraud/backtestData', { resourceId: SHOP, days: 60 })).errors?.[0]).toMatchObject({ source: { pointer: '/days' } });
    expect((await risk.action('antifraud/backtestData', { resourceId: SHOP, days: 90, page: { size: 5001 } })).errors?.[0]).toMatchObject({
      source: { pointer: '/page/size' },
    });
    risk.close();
    const developer = await live('developer@sandbox.test');
    expect((await developer.action('antifraud/backtestData', { resourceId: SHOP, days: 30 })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    developer.close();
  });

  it('gives each payment the facts the live engine saw when it was made', async () => {
    // Solo Store's admin (the risk analyst works for Northwind only).
    const risk = await live('admin@sandbox.test');
    // A card used again and again (velocity), some declined by a rule (declines), an address shared, e-mails repeated.
    const created = await risk.action('antifraud-rules/create', {
      resourceId: SOLO,
      data: { attributes: { name: 'Small JPY', action: 'block', source: ':amount: < JPY 500' } },
    });
    expect(created.errors).toBeUndefined();
    sandboxControls.stopPaymentTraffic();
    const made: Transaction[] = [];
    const first = sandboxControls.makePayment({ projectId: SOLO, amount: 200, currency: 'JPY', email: 'repeat@example.com', ipCountry: 'NG' });
    made.push(first);
    for (let i = 0; i < 12; i += 1) {
      sandboxControls.advance(7 * MINUTE + i * 1000);
      made.push(
        sandboxControls.makePayment({
          projectId: SOLO,
          amount: i % 3 === 0 ? 300 : 12_000 + i,
          currency: i % 2 ? 'JPY' : 'KWD',
          email: i % 2 ? 'repeat@example.com' : undefined,
          cardFingerprint: i % 4 ? first.card!.fingerprint : undefined,
          cardCountry: i % 5 ? 'JP' : 'US',
          ipCountry: i % 3 ? 'JP' : 'NG',
        }),
      );
    }
    sandboxControls.advance(2 * HOUR);
    made.push(sandboxControls.makePayment({ projectId: SOLO, amount: 9_999, currency: 'USD', cardFingerprint: first.card!.fingerprint }));
    expect(made.some((t) => t.status === 'failed')).toBe(true);
    expect(Math.max(...made.map((t) => t.riskFacts!.paymentsPerCard1h))).toBeGreaterThan(3);
    expect(Math.max(...made.map((t) => t.riskFacts!.declinesPerCard24h))).toBeGreaterThan(0);
    const answer = await risk.action('antifraud/backtestData', { resourceId: SOLO, days: 30, page: { size: 5000 } });
    const rows = new Map((answer.data as Row[]).map((row) => [row.id, row]));
    for (const t of made) {
      expect(rows.get(t.id)?.facts, t.id).toEqual(t.riskFacts);
      expect(rows.get(t.id)?.outcome).toBe(outcomeOf(t));
    }
    risk.close();
  });

  it('computes 100,000 payments in one pass, each counting only the ones before it', () => {
    const start = Date.UTC(2026, 0, 1);
    const payments: Transaction[] = [];
    const cards = Array.from({ length: 2000 }, (_, i) => ({
      brand: 'visa' as const,
      last4: String(i).padStart(4, '0'),
      expMonth: 1 + (i % 12),
      expYear: 2030,
      country: 'DE',
    }));
    for (let i = 0; i < 100_000; i += 1) {
      // Payments every 77 seconds; a few cards very often, two at one instant now and then.
      const at = start + Math.floor(i / (i % 50 === 0 ? 2 : 1)) * 77_000;
      const card = i % 10 === 0 ? cards[i % 7] : cards[(i * 7919) % cards.length];
      payments.push({
        id: `trx_bench_${i}`,
        projectId: 'res_ent_prj_0001_01',
        type: 'charge',
        status: i % 13 === 0 ? 'failed' : 'successful',
        amount: 1_000 + (i % 5_000),
        currency: i % 4 === 0 ? 'USD' : 'EUR',
        refundedAmount: 0,
        capturedAmount: 0,
        cancelledAmount: 0,
        fee: 0,
        paymentMethod: 'card',
        card,
        customer: { name: 'Bench', email: `payer${i % 3000}@example.com` },
        referenceId: '',
        riskScore: i % 101,
        country: 'DE',
        description: null,
        paymentLinkId: null,
        createdAt: new Date(at).toISOString(),
        settledAt: null,
        statusHistory: [],
      });
    }
    const nowMs = start + 90 * DAY;
    const began = performance.now();
    const rows = backtestRows(payments, { now: nowMs, days: 90, levelOf: () => 'normal' });
    const took = performance.now() - began;
    expect(rows).toHaveLength(100_000);
    // Bounded on a busy shared core: far below a scan per row (which takes minutes).
    expect(took).toBeLessThan(15_000);
    // Against counting by brute force, for a sample of rows.
    const byId = new Map(rows.map((row) => [row.id, row.facts]));
    const fingerprints = new Map(payments.map((t) => [t.id, identityOf(t).fingerprint]));
    const times = new Map(payments.map((t) => [t.id, Date.parse(t.createdAt)]));
    for (let i = 5; i < 100_000; i += 4999) {
      const t = payments[i];
      const at = times.get(t.id)!;
      const fingerprint = fingerprints.get(t.id);
      const within = (ms: number) => payments.filter((other) => times.get(other.id)! < at && times.get(other.id)! >= at - ms);
      const day = within(DAY);
      expect(byId.get(t.id)).toMatchObject({
        paymentsPerCard1h: within(HOUR).filter((other) => fingerprints.get(other.id) === fingerprint).length,
        paymentsPerCard24h: day.filter((other) => fingerprints.get(other.id) === fingerprint).length,
        paymentsPerEmail24h: day.filter((other) => other.customer.email === t.customer.email).length,
        declinesPerCard24h: day.filter((other) => other.status === 'failed' && fingerprints.get(other.id) === fingerprint).length,
      });
    }
  });
});

describe('transactions/list with risk filters', () => {
  it('filters by risk level and score, and by the payments a rule’s text matches; a text that does not compile is refused at the value', async () => {
    const risk = await live();
    const list = async (filter: unknown[]) => {
      const answer = await risk.action('transactions/list', { resourceId: ORG, filter, page: { size: 500 } });
      return answer as {
        data?: { id: string; attributes: Record<string, unknown> }[];
        errors?: { code: string; source?: { pointer: string }; meta?: unknown }[];
        meta?: { page?: { total: number } };
      };
    };
    const highest = await list([{ field: 'riskLevel', operator: 'in', value: ['highest'] }]);
    expect(highest.data!.length).toBeGreaterThan(0);
    expect(highest.data!.every((t) => t.attributes.riskLevel === 'highest' && (t.attributes.riskScore as number) >= 75)).toBe(true);
    const band = await list([
      { field: 'riskScore', operator: 'gte', value: 40 },
      { field: 'riskScore', operator: 'lte', value: 42 },
    ]);
    expect(band.data!.every((t) => [40, 41, 42].includes(t.attributes.riskScore as number))).toBe(true);
    expect((await list([{ field: 'riskScore', operator: 'gte', value: '40' }])).errors?.[0]).toMatchObject({ source: { pointer: '/filter/0/value' } });
    // The blocked cards now: the card refunded as fraud (its review and its blocked retry) and nothing else.
    const matched = await list([{ field: 'matchesRule', operator: 'eq', value: ':card_fingerprint: in @blocked_cards' }]);
    expect(matched.data!.map((t) => t.id).sort()).toEqual(['trx_af_nw_blocked_card', 'trx_af_nw_review_fraud']);
    const large = await list([
      { field: 'matchesRule', operator: 'eq', value: ':amount: > EUR 500.00 and :payments_per_card_24h: = 0' },
      { field: 'status', operator: 'in', value: ['authorized'] },
    ]);
    expect(large.data!.map((t) => t.id)).toEqual(expect.arrayContaining(Array.from({ length: 8 }, (_, i) => `trx_af_nw_review_${i + 1}`)));
    const compiled = compileRule(':amount: > EUR 500.00 and :payments_per_card_24h: = 0', []);
    expect(compiled.ok).toBe(true);
    const refused = await list([
      { field: 'status', operator: 'in', value: ['successful'] },
      { field: 'matchesRule', operator: 'eq', value: ':amout: > EUR 5' },
    ]);
    expect(refused.errors).toEqual([
      expect.objectContaining({
        code: 'invalid-rule',
        source: { pointer: '/filter/1/value' },
        meta: { problems: [expect.objectContaining({ code: 'unknown-attribute' })] },
      }),
    ]);
    risk.close();
  });
});
