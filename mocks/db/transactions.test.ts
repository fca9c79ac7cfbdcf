import type { Transaction } from './schema';
import { currencies, transactionTypes } from './schema';
import { DEMO } from './transactions-demo';
import { generateTransactions, HISTORY_DAYS } from './transactions';
import { cancelTypes, captureTypes, refundTypes, voidStatuses } from '../actions/transaction-rules';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 23, 13, 5);
const rows = generateTransactions(now);
const byId = new Map(rows.map((t) => [t.id, t]));
const shop = rows.filter((t) => t.projectId === 'res_prj_northwind_shop');
const sum = (items: Transaction[]) => items.reduce((total, t) => total + t.amount, 0);

describe('seeded transactions', () => {
  it('give Northwind Shop over 10,000 rows across the last 13 months', () => {
    expect(shop.length).toBeGreaterThanOrEqual(10_000);
    const dayStart = Math.floor(now / DAY) * DAY;
    const months = new Set(shop.map((t) => t.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(13);
    for (const t of rows) {
      expect(Date.parse(t.createdAt)).toBeGreaterThanOrEqual(dayStart - HISTORY_DAYS * DAY);
      expect(Date.parse(t.createdAt)).toBeLessThan(dayStart);
    }
    for (const projectId of ['res_prj_northwind_sandbox', 'res_prj_solo']) {
      expect(rows.filter((t) => t.projectId === projectId).length).toBeGreaterThan(1200);
    }
  });

  it('cover every type, currency, status, method and brand on Northwind Shop', () => {
    expect(new Set(shop.map((t) => t.type))).toEqual(new Set(transactionTypes));
    expect(new Set(shop.map((t) => t.currency))).toEqual(new Set(currencies));
    const statuses = new Set(shop.map((t) => t.status));
    for (const status of [
      'partially-paid',
      'uncaptured',
      'authorized',
      'refund-pending',
      'chargebacked',
      'disputed',
      'partially-refunded',
      'refunded',
      'failed',
    ]) {
      expect(statuses).toContain(status);
    }
    expect(new Set(shop.map((t) => t.paymentMethod)).size).toBe(6);
    expect(new Set(shop.map((t) => t.card?.brand).filter(Boolean)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(shop.map((t) => t.country)).size).toBeGreaterThanOrEqual(10);
  });

  it('link children to parents with amounts that agree', () => {
    const children = new Map<string, Transaction[]>();
    for (const t of rows) if (t.parentId) children.set(t.parentId, [...(children.get(t.parentId) ?? []), t]);
    for (const t of rows) {
      if (t.parentId) expect(byId.get(t.parentId)).toBeDefined();
      const own = children.get(t.id) ?? [];
      const live = (types: ReadonlySet<string>) => own.filter((c) => types.has(c.type) && !voidStatuses.has(c.status));
      expect(sum(live(refundTypes))).toBe(t.refundedAmount);
      expect(sum(live(captureTypes))).toBe(t.capturedAmount);
      expect(sum(live(cancelTypes))).toBe(t.cancelledAmount);
      expect(t.refundedAmount).toBeLessThanOrEqual(t.amount);
      expect(t.capturedAmount + t.cancelledAmount).toBeLessThanOrEqual(t.amount);
      if (t.status === 'refunded') expect(t.refundedAmount).toBe(t.amount);
      if (t.status === 'partially-refunded') expect(t.refundedAmount).toBeLessThan(t.amount);
      if (t.status === 'partially-paid') expect(t.capturedAmount).toBeGreaterThan(0);
      if (['chargeback', 'rapid-dispute', 'second-chargeback'].includes(t.type)) {
        expect(['charge', 'charge-recurring']).toContain(byId.get(t.parentId!)?.type);
      }
      expect(Number.isInteger(t.amount) && Number.isInteger(t.fee)).toBe(true);
    }
  });

  it('include the well-known demo rows', () => {
    expect(byId.get(DEMO.eurPaid)).toMatchObject({ amount: 12_000, currency: 'EUR', status: 'successful', referenceId: 'ORD-DEMO-EUR', refundedAmount: 0 });
    expect(byId.get(DEMO.jpyPaid)).toMatchObject({ amount: 12_500, currency: 'JPY', referenceId: 'ORD-DEMO-JPY' });
    expect(byId.get(DEMO.kwdPaid)).toMatchObject({ amount: 45_250, currency: 'KWD', referenceId: 'ORD-DEMO-KWD' });
    expect(byId.get(DEMO.authorization)).toMatchObject({ type: 'charge-authorize', status: 'authorized', amount: 8000 });
    expect(byId.get(DEMO.refunded)).toMatchObject({ status: 'refunded', refundedAmount: 5000 });
    expect(byId.get(DEMO.other)?.projectId).toBe('res_prj_solo');
  });
});
