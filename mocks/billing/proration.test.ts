// @vitest-environment node
/** Proration in integer minor units (docs/api/billing.md, *Proration*), and the billing periods it runs over. */
import fc from 'fast-check';
import { addInterval, boundaryAfter, cardExpiryEnd } from './periods';
import { prorate } from './proration';
import { monthlyAmount } from './figures';

const DAY = 86_400_000;
const at = (text: string) => Date.parse(text);

describe('prorate', () => {
  it('credits the unused part of the old amount and charges the new one for it, each rounded down', () => {
    const start = at('2026-03-01T00:00:00Z');
    const end = at('2026-03-31T00:00:00Z');
    // 30 days, 10 left: a third of each.
    expect(prorate(2900, 7900, start, end, end - 10 * DAY)).toEqual({ credit: 966, charge: 2633, amountDue: 1667 });
    // JPY (no minor unit) and KWD (three): the same integers, whatever the exponent.
    expect(prorate(4500, 12000, start, end, end - 10 * DAY)).toEqual({ credit: 1500, charge: 4000, amountDue: 2500 });
    expect(prorate(9500, 25000, start, end, end - 10 * DAY)).toEqual({ credit: 3166, charge: 8333, amountDue: 5167 });
    expect(prorate(2900, 7900, start, end, start)).toEqual({ credit: 2900, charge: 7900, amountDue: 5000 });
    expect(prorate(7900, 2900, start, end, start).amountDue).toBe(0);
    expect(() => prorate(2900, 7900, start, end, end)).toThrow(RangeError);
  });

  it('never overflows nor loses a minor unit, whatever the amounts and the instant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999_999 }),
        fc.integer({ min: 1, max: 999_999_999_999 }),
        fc.integer({ min: 1, max: 400 * DAY }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (oldAmount, newAmount, length, share) => {
          const start = at('2026-01-01T00:00:00Z');
          const t = start + Math.floor(share * length);
          const { credit, charge, amountDue } = prorate(oldAmount, newAmount, start, start + length, t);
          const left = BigInt(start + length - t);
          expect(BigInt(credit) * BigInt(length) <= BigInt(oldAmount) * left).toBe(true);
          expect((BigInt(credit) + 1n) * BigInt(length) > BigInt(oldAmount) * left).toBe(true);
          expect(BigInt(charge) * BigInt(length) <= BigInt(newAmount) * left).toBe(true);
          expect(amountDue).toBe(Math.max(0, charge - credit));
          expect(Number.isSafeInteger(amountDue)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('periods', () => {
  it('adds calendar months and years in UTC, clamping the day, each boundary counted from the anchor', () => {
    const anchor = at('2026-01-31T09:30:00Z');
    expect(new Date(addInterval(anchor, 'month', 1)).toISOString()).toBe('2026-02-28T09:30:00.000Z');
    expect(new Date(addInterval(anchor, 'month', 2)).toISOString()).toBe('2026-03-31T09:30:00.000Z');
    expect(new Date(addInterval(at('2028-02-29T00:00:00Z'), 'year', 1)).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(new Date(addInterval(anchor, 'month', -2)).toISOString()).toBe('2025-11-30T09:30:00.000Z');
    expect(addInterval(anchor, 'week', 2) - anchor).toBe(14 * DAY);
    expect(new Date(boundaryAfter(anchor, 'month', 1, at('2026-02-28T09:30:00Z'))).toISOString()).toBe('2026-03-31T09:30:00.000Z');
    expect(new Date(boundaryAfter(anchor, 'month', 3, at('2026-05-01T00:00:00Z'))).toISOString()).toBe('2026-07-31T09:30:00.000Z');
    expect(new Date(cardExpiryEnd({ expMonth: 12, expYear: 2026 })).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('normalises amounts to a month, rounding down per subscription', () => {
    expect(monthlyAmount(2900, 'month', 1)).toBe(2900);
    expect(monthlyAmount(2400, 'month', 3)).toBe(800);
    expect(monthlyAmount(29000, 'year', 1)).toBe(2416);
    expect(monthlyAmount(1200, 'week', 1)).toBe(5200);
    expect(monthlyAmount(300, 'day', 1)).toBe(9125);
  });
});
