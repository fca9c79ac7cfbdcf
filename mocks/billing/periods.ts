/**
 * Billing periods in UTC: days and weeks are exact lengths; months and years are calendar steps from
 * the subscription's anchor, the day of the month clamped to the month's last day (an anchor on the
 * 31st renews on 30 April and 28 or 29 February, then on the 31st again: each boundary is counted
 * from the anchor, never from the one before, so no period drifts).
 */
import type { PlanInterval } from '@/lib/contract/billing';

export const DAY = 86_400_000;

/** `anchor` moved `units` intervals ahead (or back, for a negative count). */
export function addInterval(anchor: number, interval: PlanInterval, units: number): number {
  if (interval === 'day') return anchor + units * DAY;
  if (interval === 'week') return anchor + units * 7 * DAY;
  const months = interval === 'month' ? units : units * 12;
  const date = new Date(anchor);
  const day = date.getUTCDate();
  const timeOfDay = anchor - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), day);
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(day, lastDay)) + timeOfDay;
}

const averageLength: Record<PlanInterval, number> = { day: DAY, week: 7 * DAY, month: 30.436875 * DAY, year: 365.2425 * DAY };

/** The first boundary `anchor + k × count` intervals (k ≥ 1) strictly after `from`. */
export function boundaryAfter(anchor: number, interval: PlanInterval, count: number, from: number): number {
  let k = Math.max(1, Math.floor((from - anchor) / (averageLength[interval] * count)));
  while (k > 1 && addInterval(anchor, interval, (k - 1) * count) > from) k -= 1;
  while (addInterval(anchor, interval, k * count) <= from) k += 1;
  return addInterval(anchor, interval, k * count);
}

/** The first instant after a card's expiry month (the card works until then). */
export const cardExpiryEnd = (card: { expMonth: number; expYear: number }) => Date.UTC(card.expYear, card.expMonth, 1);

/** The first instant of the UTC month of `at`. */
export function monthStartOf(at: number): number {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/**
 * The same instant moved to a day of the month at most 28 (back to the 28th, or on to the 1st of the
 * next month when that is before `notBefore`): a seeded anchor whose months never need clamping.
 */
export function onDay28OrBefore(at: number, notBefore = -Infinity): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  if (day <= 28) return at;
  const back = at - (day - 28) * DAY;
  if (back >= notBefore) return back;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) + (at - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), day));
}
