import { transactionFigures } from '@/lib/contract/transaction-figures';
import { sandboxControls } from '../controls';
import { deriveBalances } from '../db/ledger';
import { isPayment } from '../db/ledger-postings';
import type { Transaction } from '../db/schema';
import { db } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { entriesOf } from './money-books';
import { statementLines } from './settlements';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
const GROUP = 'res_org_northwind';
const DAY = 86_400_000;

type Row = { attributes: Record<string, number | string> };

/** What the transactions say the project kept, per currency: settled payments less fees, refunds and chargebacks. */
function keptPerCurrency(projectId: string) {
  const rows = db.transactions.filter((t) => t.projectId === projectId);
  const children = new Map<string, Transaction[]>();
  for (const row of rows) if (row.parentId) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const kept = new Map<string, number>();
  for (const payment of rows.filter(isPayment)) {
    const direct = children.get(payment.id) ?? [];
    const figures = transactionFigures(payment, [...direct, ...direct.flatMap((row) => children.get(row.id) ?? [])]);
    if (!figures || figures.received === 0) continue;
    kept.set(payment.currency, (kept.get(payment.currency) ?? 0) + figures.netAfterRefundsAndChargebacks);
  }
  return kept;
}

describe('seeded balances', () => {
  it("Northwind Shop's balances (available + pending + reserved) agree with its transactions, per currency", async () => {
    const kept = keptPerCurrency(SHOP);
    const session = await openLive(await signIn('finance@sandbox.test'));
    const answer = await session.action('balances/summary', { resourceId: SHOP }, { endpoint: 'payouts/actions' });
    const rows = answer.data as Row[];
    expect(rows.map((row) => row.attributes.currency)).toEqual([...kept.keys()].sort());
    for (const { attributes } of rows) {
      expect(attributes.total).toBe(kept.get(attributes.currency as string));
      expect(Number(attributes.available) + Number(attributes.pending) + Number(attributes.reserved)).toBe(attributes.total);
      expect(attributes.reserved).toBeGreaterThan(0);
    }
    session.close();
  });

  it('a refund made in the sandbox is in the balance at once, exactly once', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const payment = db.transactions.find((t) => t.id === 'trx_demo_eur_paid')!;
    const before = deriveBalances(entriesOf(SHOP), new Date().toISOString()).get('EUR')!;
    const refund = await session.action('transactions/refund', { data: { attributes: { amount: 2550 } } }, { id: payment.id });
    expect(refund.errors).toBeUndefined();
    sandboxControls.advance(20_000); // it settles: the row is written again, nothing is posted twice
    const after = deriveBalances(entriesOf(SHOP), new Date(Date.now() + 20_000).toISOString()).get('EUR')!;
    expect(after.total - before.total).toBe(-2550);
    expect(keptPerCurrency(SHOP).get('EUR')).toBe(after.total);
    session.close();
  });

  it('the organization rolls up its live projects and its own payouts and settlements; sandbox-mode projects stay out', () => {
    const group = entriesOf(GROUP);
    expect(group.some((e) => e.resourceId === 'res_prj_northwind_sandbox')).toBe(false);
    expect(group.filter((e) => e.resourceId === SHOP)).toHaveLength(entriesOf(SHOP).length);
    const own = group.filter((e) => e.resourceId === GROUP);
    expect(own.some((e) => e.sourceType === 'settlement')).toBe(true);
    expect(own.some((e) => e.sourceType === 'payout')).toBe(true);
  });

  it('every settlement statement sums to the amount paid', () => {
    const settlements = db.settlements.all();
    expect(settlements.length).toBeGreaterThanOrEqual(30);
    for (const settlement of settlements) {
      expect(statementLines(settlement).reduce((sum, e) => sum + e.amount, 0)).toBe(settlement.amount);
    }
  });
});

describe('balances over the clock', () => {
  it('pending becomes available after the settlement delay, reserved on its release date; the total never moves', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const summary = async () => {
      const answer = await session.action('balances/summary', { resourceId: SHOP }, { endpoint: 'payouts/actions' });
      return Object.fromEntries((answer.data as Row[]).map((row) => [row.attributes.currency, row.attributes]));
    };
    const now = await summary();
    sandboxControls.advance(3 * DAY);
    const later = await summary();
    expect(later.EUR.pending).toBe(0); // nothing was paid meanwhile: all of it has settled
    expect(later.EUR.total).toBe(now.EUR.total);
    sandboxControls.advance(100 * DAY);
    const released = await summary();
    expect(released.EUR.reserved).toBe(0);
    expect(released.EUR.available).toBe(now.EUR.total);
    session.close();
  });

  it('the trend closes each day with the buckets of that day', async () => {
    const session = await openLive(await signIn('finance@sandbox.test'));
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10);
    const answer = await session.action('balances/trend', { resourceId: SHOP, from, to: today, currency: 'EUR' }, { endpoint: 'payouts/actions' });
    const series = (answer.data as { attributes: { series: Record<string, number | string>[] } }).attributes.series;
    expect(series).toHaveLength(30);
    const last = series[29];
    const derived = deriveBalances(entriesOf(SHOP), `${today}T23:59:59.999Z`).get('EUR')!;
    expect(last).toMatchObject({ date: today, available: derived.available, pending: derived.pending, reserved: derived.reserved });
    const tooLong = await session.action('balances/trend', { resourceId: SHOP, from: '2024-01-01', to: '2025-06-01' }, { endpoint: 'payouts/actions' });
    expect(tooLong.errors?.[0]).toMatchObject({ code: 'period-too-long', source: { pointer: '/to' } });
    session.close();
  });

  it('the ledger lists the entries that make a figure, each naming its source', async () => {
    const session = await openLive(await signIn('finance@sandbox.test'));
    const summary = await session.action('balances/summary', { resourceId: SHOP }, { endpoint: 'payouts/actions' });
    const eur = (summary.data as Row[]).find((row) => row.attributes.currency === 'EUR')!.attributes;
    let total = 0;
    let after: string | undefined;
    for (;;) {
      const page = await session.action(
        'ledger-entries/list',
        {
          resourceId: SHOP,
          filter: { currency: 'EUR', bucket: 'pending' },
          page: { size: 500, ...(after && { after }) },
        },
        { endpoint: 'payouts/actions' },
      );
      const rows = page.data as { id: string; attributes: { amount: number; sourceType: string; sourceId: string } }[];
      if (rows.length === 0) break;
      total += rows.reduce((sum, row) => sum + row.attributes.amount, 0);
      expect(rows.every((row) => row.attributes.sourceId.length > 0)).toBe(true);
      after = rows[rows.length - 1].id;
    }
    expect(total).toBe(eur.pending);
    const chargebacks = await session.action(
      'ledger-entries/list',
      { resourceId: SHOP, filter: { type: 'chargeback' }, page: { size: 5 } },
      { endpoint: 'payouts/actions' },
    );
    expect((chargebacks.data as { attributes: { disputeId: string | null } }[]).some((row) => row.attributes.disputeId !== null)).toBe(true);
    session.close();
  });

  it('support sees no balances', async () => {
    const session = await openLive(await signIn('support@sandbox.test'));
    const answer = await session.action('balances/summary', { resourceId: SHOP }, { endpoint: 'payouts/actions' });
    expect(answer.errors?.[0]).toMatchObject({ code: 'forbidden' });
    session.close();
  });
});
