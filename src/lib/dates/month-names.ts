import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { intlLocale } from '../i18n/languages';

/*
 * Month names in the interface language for date-fns, from the browser's own Intl data: one tiny
 * adapter instead of ten date-fns locale bundles. Only month names are localised; the user's pattern
 * decides everything else.
 */

type Width = 'narrow' | 'short' | 'long';
const WIDTHS: Record<string, Width> = { narrow: 'narrow', abbreviated: 'short', wide: 'long' };
const MONTHS = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2026, index, 15)));

/** The 12 month names; 'formatting' is the form beside a day number (Russian "ноября"), 'standalone' alone. */
function monthNames(locale: string, width: Width, context: 'formatting' | 'standalone'): string[] {
  if (context === 'standalone') {
    const names = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
    return MONTHS.map((date) => names.format(date));
  }
  const withDay = new Intl.DateTimeFormat(locale, { month: width, day: 'numeric', timeZone: 'UTC' });
  return MONTHS.map((date) => withDay.formatToParts(date).find((part) => part.type === 'month')?.value ?? '');
}

const cache = new Map<string, Locale>();

/** A date-fns locale writing month names in `language` (an app language code: 'ua', 'ar', …). */
export function dateLocale(language: string): Locale {
  const locale = intlLocale(language);
  if (locale === 'en') return enUS;
  let found = cache.get(locale);
  if (!found) {
    const names = new Map<string, string[]>();
    const month = (index: number, options?: { width?: string; context?: string }) => {
      const width = WIDTHS[options?.width ?? 'wide'] ?? 'long';
      const context = options?.context === 'standalone' ? 'standalone' : 'formatting';
      const key = `${width}/${context}`;
      if (!names.has(key)) names.set(key, monthNames(locale, width, context));
      return names.get(key)![index]!;
    };
    found = { ...enUS, code: locale, localize: { ...enUS.localize, month: month as Locale['localize']['month'] } };
    cache.set(locale, found);
  }
  return found;
}

const normalise = (text: string) => text.toLocaleLowerCase().replace(/\.$/, '');

/**
 * A typed date with a month name of `language` ("24 нояб. 2026") with the English short name in its
 * place ("24 Nov 2026"), so that date-fns reads it with its default locale; text without one as is.
 */
export function englishMonthNames(typed: string, language: string): string {
  const locale = intlLocale(language);
  if (locale === 'en') return typed;
  const english = monthNames('en', 'short', 'formatting');
  const candidates = (['long', 'short'] as const).flatMap((width) =>
    (['formatting', 'standalone'] as const).flatMap((context) => monthNames(locale, width, context).map((name, index) => ({ name: normalise(name), index }))),
  );
  // Longest first: "листопада" before "лист".
  candidates.sort((a, b) => b.name.length - a.name.length);
  const lower = typed.toLocaleLowerCase();
  for (const { name, index } of candidates) {
    if (!name) continue;
    const at = lower.indexOf(name);
    if (at < 0) continue;
    const end = at + name.length + (lower[at + name.length] === '.' ? 1 : 0);
    return `${typed.slice(0, at)}${english[index]}${typed.slice(end)}`;
  }
  return typed;
}
