import { addDays, format, startOfDay, subDays } from 'date-fns';
import { fromZonedTime, toZonedTime } from 'date-fns-tz';

export const rangePresets = [7, 30, 90] as const;
export type RangePreset = (typeof rangePresets)[number];
export const DEFAULT_RANGE: RangePreset = 30;

export const isRangePreset = (value: unknown): value is RangePreset => rangePresets.some((preset) => String(preset) === String(value));

export interface DateRange {
  /** First instant of the first day, in the user's zone (ISO, inclusive). */
  from: string;
  /** Last instant of today, in the user's zone (ISO, inclusive). */
  to: string;
  /** Every day of the range as 'yyyy-MM-dd' in the user's zone, oldest first. */
  days: string[];
}

/**
 * The last `days` calendar days up to and including today, where "day" means a day on the
 * wall clock of `timeZone` (a user in Tokyo sees Tokyo days, not UTC ones).
 */
export function computeRange(days: number, timeZone: string, now: number | Date = Date.now()): DateRange {
  // A Date whose local fields show the wall clock of `timeZone`.
  const wallNow = toZonedTime(now, timeZone);
  const firstDay = startOfDay(subDays(wallNow, days - 1));
  const tomorrow = startOfDay(addDays(wallNow, 1));
  const from = fromZonedTime(firstDay, timeZone);
  const to = new Date(fromZonedTime(tomorrow, timeZone).getTime() - 1);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    days: Array.from({ length: days }, (_, index) => format(addDays(firstDay, index), 'yyyy-MM-dd')),
  };
}
