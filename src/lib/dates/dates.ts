import { format as formatLocal, type Locale } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_DATE_FORMAT, normaliseTimeZone } from './date-settings-context';

export const dateFormats = ['dd.MM.yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd', 'd MMM yyyy'] as const;

/** A pattern saved elsewhere may be one date-fns refuses: dates then show in the default one, never as an error. */
function safely(pattern: string, write: (pattern: string) => string, fallback: string): string {
  try {
    return write(pattern);
  } catch {
    return write(fallback);
  }
}

export function formatDateTime(
  value: string | number | Date,
  options: { timeZone?: string; dateFormat?: string; withTime?: boolean; locale?: Locale } = {},
): string {
  const { timeZone, dateFormat = DEFAULT_DATE_FORMAT, withTime = true, locale } = options;
  const zone = normaliseTimeZone(timeZone);
  const time = withTime ? ' HH:mm' : '';
  return safely(`${dateFormat}${time}`, (pattern) => formatInTimeZone(value, zone, pattern, { locale }), `${DEFAULT_DATE_FORMAT}${time}`);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-MM-dd' → that day's midnight as a local Date (a calendar day, not an instant); null when not a day. */
export function dayDate(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getMonth() === Number(match[2]) - 1 ? date : null;
}

/** A Date's local calendar day as 'yyyy-MM-dd'. */
export const dayOf = (date: Date) => formatLocal(date, 'yyyy-MM-dd');

/**
 * A calendar day ('yyyy-MM-dd': a filter bound, a report period, a chart bucket) in the user's
 * pattern. A day is no instant: no time zone moves it.
 */
export function formatDay(day: string, dateFormat: string = DEFAULT_DATE_FORMAT, locale?: Locale): string {
  const date = dayDate(day);
  return date ? safely(dateFormat, (pattern) => formatLocal(date, pattern, { locale }), DEFAULT_DATE_FORMAT) : day;
}

const LETTERS = /[A-Za-z]/;

/**
 * The user's pattern without the year, for chart axes where every label is in the same year or two:
 * 'dd.MM.yyyy' → 'dd.MM', 'MM/dd/yyyy' → 'MM/dd', 'yyyy-MM-dd' → 'MM-dd', 'd MMM yyyy' → 'd MMM'.
 */
export function shortDayPattern(dateFormat: string): string {
  const short = dateFormat.replace(/^y+[^A-Za-z]+|[^A-Za-z]+y+$/, '');
  return short !== dateFormat && LETTERS.test(short) ? short : dateFormat;
}

/** The user's pattern without the day, for months: 'MM.yyyy', 'MM/yyyy', 'yyyy-MM', 'MMM yyyy'. */
export function monthPattern(dateFormat: string): string {
  const month = /d+[^A-Za-z]+/.test(dateFormat) ? dateFormat.replace(/d+[^A-Za-z]+/, '') : dateFormat.replace(/[^A-Za-z]+d+/, '');
  return month !== dateFormat && /M/.test(month) ? month : 'MM.yyyy';
}

/** 'yyyy-MM' → the month in the user's pattern (`monthPattern`). */
export function formatMonth(month: string, dateFormat: string = DEFAULT_DATE_FORMAT, locale?: Locale): string {
  const date = dayDate(`${month}-01`);
  return date ? safely(monthPattern(dateFormat), (pattern) => formatLocal(date, pattern, { locale }), 'MM.yyyy') : month;
}

export function listTimeZones(): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}
