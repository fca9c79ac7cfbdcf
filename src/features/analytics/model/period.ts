/**
 * The page's period and breakdown as they live in the URL: `period=7|30|90` (the last days up to
 * today, in the user's zone), or `period=custom&from=yyyy-MM-dd&to=yyyy-MM-dd`; `by=<dimension>`.
 * Malformed values read as the defaults: the last 30 days, by payment method.
 */
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { ANALYTICS_MAX_DAYS, analyticsDimensions, isAnalyticsDimension, type AnalyticsDimension } from '@/lib/contract/analytics';
import { computeRange, rangeOfDays, todayIn, type DateRange } from '@/lib/dates';

export const periodPresets = ['7', '30', '90'] as const;
export type PeriodChoice = (typeof periodPresets)[number] | 'custom';
export const DEFAULT_PRESET = '30';
export const DEFAULT_DIMENSION: AnalyticsDimension = analyticsDimensions[0];

export interface Period {
  choice: PeriodChoice;
  range: DateRange;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why a custom period cannot be shown, or null when it can. */
export function customPeriodProblem(first: string, last: string, timeZone: string, now?: number): 'order' | 'future' | 'tooLong' | 'missing' | null {
  if (!DAY.test(first) || !DAY.test(last)) return 'missing';
  if (first > last) return 'order';
  if (last > todayIn(timeZone, now)) return 'future';
  if (differenceInCalendarDays(parseISO(last), parseISO(first)) + 1 > ANALYTICS_MAX_DAYS) return 'tooLong';
  return null;
}

export function readPeriod(params: URLSearchParams, timeZone: string, now?: number): Period {
  const choice = params.get('period');
  if (choice === 'custom') {
    const first = params.get('from') ?? '';
    const last = params.get('to') ?? '';
    if (!customPeriodProblem(first, last, timeZone, now)) return { choice: 'custom', range: rangeOfDays(first, last, timeZone) };
  }
  const preset = periodPresets.find((value) => value === choice) ?? DEFAULT_PRESET;
  return { choice: preset, range: computeRange(Number(preset), timeZone, now) };
}

export const readDimension = (params: URLSearchParams): AnalyticsDimension => {
  const by = params.get('by');
  return isAnalyticsDimension(by) ? by : DEFAULT_DIMENSION;
};

/** `params` with the period replaced; other parameters kept. */
export function writePeriod(params: URLSearchParams, choice: PeriodChoice, custom?: { first: string; last: string }): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('period', choice);
  next.delete('from');
  next.delete('to');
  if (choice === 'custom' && custom) {
    next.set('from', custom.first);
    next.set('to', custom.last);
  }
  return next;
}
