import { addDays, format, startOfDay, startOfMonth, subDays, subMonths } from 'date-fns';
import { fromZonedTime, toZonedTime } from 'date-fns-tz';

/** Relative ranges, kept in the URL by name so a saved view or shared link stays relative. */
export const datePresets = ['today', 'last-7-days', 'last-30-days', 'this-month', 'last-month'] as const;
export type DatePreset = (typeof datePresets)[number];

export const isDatePreset = (value: string | null | undefined): value is DatePreset => datePresets.includes(value as DatePreset);

/** Calendar days `YYYY-MM-DD` (inclusive) on the user's wall clock. */
export interface DayRange {
  from?: string;
  to?: string;
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The days a preset covers today, in `timeZone`. */
export function presetDays(preset: DatePreset, timeZone: string, now: number | Date = Date.now()): Required<DayRange> {
  const today = startOfDay(toZonedTime(now, timeZone));
  switch (preset) {
    case 'today':
      return { from: day(today), to: day(today) };
    case 'last-7-days':
      return { from: day(subDays(today, 6)), to: day(today) };
    case 'last-30-days':
      return { from: day(subDays(today, 29)), to: day(today) };
    case 'this-month':
      return { from: day(startOfMonth(today)), to: day(today) };
    case 'last-month': {
      const first = startOfMonth(subMonths(today, 1));
      return { from: day(first), to: day(subDays(startOfMonth(today), 1)) };
    }
  }
}

const wallMidnight = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** Days in `timeZone` → the instants the server compares with: the first ms of `from`, the last of `to`. */
export function dayRangeInstants({ from, to }: DayRange, timeZone: string): { gte?: string; lte?: string } {
  return {
    ...(from && { gte: fromZonedTime(wallMidnight(from), timeZone).toISOString() }),
    ...(to && { lte: new Date(fromZonedTime(addDays(wallMidnight(to), 1), timeZone).getTime() - 1).toISOString() }),
  };
}
