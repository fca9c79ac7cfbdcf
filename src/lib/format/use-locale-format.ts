import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat, type DateFormatter } from '@/lib/dates';
import { formatBytes } from '@/lib/files/format-bytes';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

/** Every writer a page needs, in the active language and the user's date format and time zone. */
export interface LocaleFormat extends DateFormatter {
  /** The Intl locale of the active language ('de-DE'). */
  locale: string;
  number: (value: number) => string;
  /** A ratio (0.0183) as a percentage: "1.8%" (one decimal unless said otherwise). */
  percent: (ratio: number, maximumFractionDigits?: number) => string;
  /** Integer minor units in the currency's own decimals; an average's fraction of a minor unit is rounded. */
  money: (minor: number, currency: string) => string;
  /** "48 kB": binary steps by default (as upload limits are), `1000` for decimal ones. */
  bytes: (size: number, step?: 1000 | 1024) => string;
  /** A country code as the language names it ('DE' → 'Deutschland'); the code itself when unknown, null when none. */
  country: (code: string | null) => string | null;
}

export function makeLocaleFormat(dates: DateFormatter, language: string): LocaleFormat {
  const locale = intlLocale(language);
  const numbers = new Intl.NumberFormat(locale);
  const percents = new Map<number, Intl.NumberFormat>();
  // Made on the first country a page writes, then kept: a list writes one per row.
  let regions: Intl.DisplayNames | undefined;
  const percentFormat = (digits: number) => {
    let format = percents.get(digits);
    if (!format) percents.set(digits, (format = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: digits })));
    return format;
  };
  return {
    ...dates,
    locale,
    number: (value) => numbers.format(value),
    percent: (ratio, maximumFractionDigits = 1) => percentFormat(maximumFractionDigits).format(ratio),
    money: (minor, currency) => formatMoney(Math.round(minor), currency, locale),
    bytes: (size, step = 1024) => formatBytes(size, locale, step),
    country: (code) => {
      if (!code) return null;
      try {
        return (regions ??= new Intl.DisplayNames([locale], { type: 'region' })).of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}

/** The one formatting hook: dates and times (user's zone and pattern), numbers, percentages, money, sizes, countries. */
export function useLocaleFormat(): LocaleFormat {
  const dates = useDateFormat();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => makeLocaleFormat(dates, language), [dates, language]);
}
