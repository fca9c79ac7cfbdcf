import { format, startOfDay, startOfMonth, subDays, subMonths } from 'date-fns';
import { toZonedTime } from 'date-fns-tz';
import type { DayRange } from '@/lib/dates';

/** Relative ranges, kept in the URL by name so a saved view or shared link stays relative. */
export const datePresets = ['today', 'last-7-days', 'last-30-days', 'this-month', 'last-month'] as const;
export type DatePreset = (typeof datePresets)[number];

export const isDatePreset = (value: string | null | undefined): value is DatePreset => datePresets.includes(value as DatePreset);

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
