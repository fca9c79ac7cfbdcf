import { formatInTimeZone } from 'date-fns-tz';
import type { Analytics } from '@/lib/contract/analytics';
import { projectIdsUnder } from '../db/access';
import { db } from '../db/store';
import { declineReasonOf, funnelReach, isPayment } from '../analytics/payment-facts';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const DAY = 86_400_000;
const ORG = 'res_org_northwind';

/** The last `days` UTC days, ending at the end of today. */
function period(days: number) {
  const end = new Date();
  end.setUTCHours(23, 59, 59, 999);
  return { from: new Date(end.getTime() - days * DAY + 1).toISOString(), to: end.toISOString() };
}

const payments = (from: string, to: string) => {
  const projects = new Set(projectIdsUnder(ORG));
  return db.transactions.all().filter((t) => projects.has(t.projectId) && isPayment(t) && t.createdAt >= from && t.createdAt <= to);
};

describe('analytics/get', () => {
  it('answers the funnel, breakdown, decline reasons and series of the period beside the previous one', async () => {
    const live = await openLive(await signIn('finance@sandbox.test'));
    const range = period(30);
    const answer = await live.action('analytics/get', { resourceId: ORG, ...range, timeZone: 'UTC', dimension: 'cardBrand' });
    expect(answer.errors).toBeUndefined();
    const figures = (answer.data as { attributes: Analytics }).attributes;

    const rows = payments(range.from, range.to);
    const previousRows = payments(figures.previousPeriod.from, figures.previousPeriod.to);
    expect(Date.parse(figures.previousPeriod.to) + 1).toBe(Date.parse(range.from));
    expect(figures.totals.payments).toEqual({ current: rows.length, previous: previousRows.length });
    // The funnel only narrows, from every payment to the settled ones.
    const counts = figures.funnel.map((step) => step.current);
    expect(figures.funnel.map((step) => step.step)).toEqual(['created', 'authenticated', 'authorized', 'captured', 'settled']);
    expect(counts[0]).toBe(rows.length);
    counts.slice(1).forEach((count, index) => expect(count).toBeLessThanOrEqual(counts[index]));
    expect(counts[4]).toBe(rows.filter((t) => t.settledAt).length);
    expect(counts[2]).toBe(figures.totals.approved.current);

    const failed = rows.filter((t) => t.status === 'failed');
    expect(figures.totals.declined.current).toBe(failed.length);
    expect(figures.declineReasons.reduce((sum, row) => sum + row.current, 0)).toBe(failed.length);
    const top = figures.declineReasons[0];
    expect(top.current).toBe(failed.filter((t) => declineReasonOf(t) === top.reason).length);

    // Card brands: payments without a card are left out; each brand's approved are a part of its attempts.
    const visa = figures.breakdown.find((row) => row.value === 'visa')!;
    expect(visa.current.attempts).toBe(rows.filter((t) => t.card?.brand === 'visa').length);
    expect(visa.current.approved).toBe(rows.filter((t) => t.card?.brand === 'visa' && funnelReach(t) >= 2).length);
    expect(figures.breakdown.reduce((sum, row) => sum + row.current.attempts, 0)).toBe(rows.filter((t) => t.card).length);

    expect(figures.series.length).toBeGreaterThan(20);
    expect(figures.series.reduce((sum, point) => sum + point.captured, 0)).toBe(figures.totals.captured.current);
    expect(figures.currencies.map((row) => row.currency)).toContain('JPY');
    for (const row of figures.currencies) expect(Number.isInteger(row.current.captured)).toBe(true);
    live.close();
  });

  it('buckets the series by days of the asked time zone', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const range = period(7);
    const answer = await live.action('analytics/get', { resourceId: ORG, ...range, timeZone: 'Asia/Tokyo' });
    const { series, dimension } = (answer.data as { attributes: Analytics }).attributes;
    expect(dimension).toBe('paymentMethod');
    const expected = new Map<string, number>();
    for (const t of payments(range.from, range.to)) {
      const date = formatInTimeZone(t.createdAt, 'Asia/Tokyo', 'yyyy-MM-dd');
      expected.set(date, (expected.get(date) ?? 0) + (funnelReach(t) >= 3 ? 1 : 0));
    }
    expect(series.map((point) => [point.date, point.captured])).toEqual([...expected].sort(([a], [b]) => a.localeCompare(b)));
    live.close();
  });

  it('refuses a role without transaction-statistics, an unknown workspace alike, and broken periods', async () => {
    const disputes = await openLive(await signIn('disputes@sandbox.test'));
    expect((await disputes.action('analytics/get', { resourceId: ORG, ...period(7) })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    disputes.close();

    const live = await openLive(await signIn('finance@sandbox.test'));
    expect((await live.action('analytics/get', { resourceId: 'res_nope', ...period(7) })).errors?.[0]).toMatchObject({ code: 'not-found' });
    const { from, to } = period(7);
    expect((await live.action('analytics/get', { resourceId: ORG, from: to, to: from })).errors?.[0]).toMatchObject({ code: 'invalid-range' });
    expect((await live.action('analytics/get', { resourceId: ORG, ...period(400) })).errors?.[0]).toMatchObject({ code: 'invalid-range' });
    expect((await live.action('analytics/get', { resourceId: ORG, from, to, dimension: 'colour' })).errors?.[0]).toMatchObject({
      code: 'invalid',
      source: { pointer: '/dimension' },
    });
    live.close();
  });

  it("opens a decline reason's payments in transactions/list, and answers each failed payment's reason", async () => {
    const live = await openLive(await signIn('finance@sandbox.test'));
    const list = await live.action('transactions/list', {
      resourceId: ORG,
      filter: [
        { field: 'declineReason', operator: 'in', value: ['expired-card'] },
        { field: 'cardCountry', operator: 'in', value: ['DE'] },
        { field: 'cardBin', operator: 'in', value: ['424242'] },
      ],
      page: { size: 100 },
    });
    expect(list.errors).toBeUndefined();
    const rows = list.data as { attributes: { status: string; declineReason: string | null; card: { country: string; bin: string } } }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.attributes).toMatchObject({ status: 'failed', declineReason: 'expired-card', card: { country: 'DE', bin: '424242' } });
    }
    live.close();
  });
});
