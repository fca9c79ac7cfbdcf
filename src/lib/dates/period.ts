import { addDays, differenceInCalendarDays, format, parseISO, startOfDay, subDays } from 'date-fns';
import { fromZonedTime, toZonedTime } from 'date-fns-tz';
import { dayRangeInstants } from './day-range';

export interface DateRange {
  /** First instant of the first day, in the user's zone (ISO, inclusive). */
  from: string;
  /** Last instant of the last day, in the user's zone (ISO, inclusive). */
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

/** The calendar days `first` to `last` ('yyyy-MM-dd', inclusive) in `timeZone`. */
export function rangeOfDays(first: string, last: string, timeZone: string): DateRange {
  const start = parseISO(first);
  const { gte, lte } = dayRangeInstants({ from: first, to: last }, timeZone);
  const length = differenceInCalendarDays(parseISO(last), start) + 1;
  return { from: gte!, to: lte!, days: Array.from({ length }, (_, index) => format(addDays(start, index), 'yyyy-MM-dd')) };
}

/** Today ('yyyy-MM-dd') on the wall clock of `timeZone`. */
export const todayIn = (timeZone: string, now: number | Date = Date.now()) => format(toZonedTime(now, timeZone), 'yyyy-MM-dd');
