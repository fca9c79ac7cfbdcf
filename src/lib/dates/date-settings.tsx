import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ltrIn } from '../i18n';
import { normaliseTimeZone, useDateSettings, type DateSettings } from './date-settings-context';
import { formatDateTime, formatDay, formatMonth, shortDayPattern } from './dates';
import { dateLocale } from './month-names';

/** The one set of date writers. */
export interface DateFormatter extends DateSettings {
  /** An instant in the user's zone: '24.11.2026 09:30', or the date alone. */
  dateTime: (value: string | number | Date, withTime?: boolean) => string;
  /** A calendar day 'yyyy-MM-dd' (no zone moves it): '24.11.2026'. */
  day: (day: string) => string;
  /** A calendar day without its year, for chart axes: '24.11'. */
  shortDay: (day: string) => string;
  /** A month 'yyyy-MM': '11.2026'. */
  month: (month: string) => string;
  /** Two calendar days: '01.11.2026 – 24.11.2026'. */
  dayRange: (from: string, to: string) => string;
}

export function makeDateFormatter({ dateFormat, timeZone }: DateSettings, language: string): DateFormatter {
  // Numeric dates read left to right in every language; in Arabic the time would otherwise jump ahead of the date.
  const ltr = ltrIn(language);
  const zone = normaliseTimeZone(timeZone);
  const short = shortDayPattern(dateFormat);
  const locale = dateLocale(language);
  return {
    dateFormat,
    timeZone: zone,
    dateTime: (value, withTime = true) => ltr(formatDateTime(value, { timeZone: zone, dateFormat, withTime, locale })),
    day: (day) => ltr(formatDay(day, dateFormat, locale)),
    shortDay: (day) => ltr(formatDay(day, short, locale)),
    month: (month) => ltr(formatMonth(month, dateFormat, locale)),
    dayRange: (from, to) => ltr(`${formatDay(from, dateFormat, locale)} – ${formatDay(to, dateFormat, locale)}`),
  };
}

/** The user's date writers, in the active language's direction. */
export function useDateFormat(): DateFormatter {
  const settings = useDateSettings();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => makeDateFormatter(settings, language), [settings, language]);
}
