/**
 * The aggregated view's period, kept in the URL: `range=last-90-days` (a preset, kept by name so a
 * shared link stays relative) or `range=custom&from=2026-01-01&to=2026-03-31` (days in the user's zone).
 * Without `range` it is the last 30 days.
 */
import { addDays, format, startOfDay, startOfMonth, subMonths } from 'date-fns';
import { toZonedTime } from 'date-fns-tz';
import { dayRangeInstants, type DayRange } from '@/lib/dates';
import type { DisputeFilter } from '../api/list-disputes';

export const rangePresets = ['last-30-days', 'last-90-days', 'last-12-months'] as const;
export type RangePreset = (typeof rangePresets)[number];
export const DEFAULT_PRESET: RangePreset = 'last-30-days';

export type AggregateRange = { preset: RangePreset } | { preset: 'custom'; from?: string; to?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isRangePreset = (value: string | null): value is RangePreset => rangePresets.includes(value as RangePreset);

/** The period the URL names; anything malformed reads as the default. */
export function readRange(params: URLSearchParams): AggregateRange {
  const range = params.get('range');
  if (isRangePreset(range)) return { preset: range };
  if (range !== 'custom') return { preset: DEFAULT_PRESET };
  const from = params.get('from');
  const to = params.get('to');
  const days = { ...(from && DAY.test(from) && { from }), ...(to && DAY.test(to) && { to }) };
  if (days.from && days.to && days.from > days.to) return { preset: 'custom' };
  return { preset: 'custom', ...days };
}

/** `current` with the period replaced; other parameters kept. The default preset is not written. */
export function writeRange(current: URLSearchParams, range: AggregateRange): URLSearchParams {
  const next = new URLSearchParams(current);
  ['range', 'from', 'to'].forEach((key) => next.delete(key));
  if (range.preset === 'custom') {
    next.set('range', 'custom');
    if (range.from) next.set('from', range.from);
    if (range.to) next.set('to', range.to);
  } else if (range.preset !== DEFAULT_PRESET) next.set('range', range.preset);
  return next;
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The days the period covers today, in `timeZone` (the last 12 months: this month and the 11 before). */
export function rangeDays(range: AggregateRange, timeZone: string, now: number | Date = Date.now()): DayRange {
  if (range.preset === 'custom') return { ...(range.from && { from: range.from }), ...(range.to && { to: range.to }) };
  const today = startOfDay(toZonedTime(now, timeZone));
  const from = range.preset === 'last-12-months' ? startOfMonth(subMonths(today, 11)) : addDays(today, range.preset === 'last-30-days' ? -29 : -89);
  return { from: day(from), to: day(today) };
}

/** The period as the `openedAt` filters of `disputes/aggregate` (and `disputes/list`). */
export function openedFilters(days: DayRange, timeZone: string): DisputeFilter[] {
  const { gte, lte } = dayRangeInstants(days, timeZone);
  return [
    ...(gte ? [{ field: 'openedAt', operator: 'gte', value: gte } as const] : []),
    ...(lte ? [{ field: 'openedAt', operator: 'lte', value: lte } as const] : []),
  ];
}

/** The list's URL for the same disputes: the period as its "Opened" filter. */
export function listHrefOf(days: DayRange): string {
  const params = new URLSearchParams();
  if (days.from) params.set('opened.from', days.from);
  if (days.to) params.set('opened.to', days.to);
  const query = params.toString();
  return query ? `/disputes?${query}` : '/disputes';
}
