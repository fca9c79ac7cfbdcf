import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

/** Numbers, money and percentages in the active language's locale; days in the user's date pattern. */
export function useStatsFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const dates = useDateFormat();
  return useMemo(() => {
    const integer = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    return {
      locale,
      timeZone: dates.timeZone,
      number: (value: number) => integer.format(value),
      percent: (ratio: number) => percent.format(ratio),
      money: (minor: number, currency: string) => formatMoney(Math.round(minor), currency, locale),
      // Series days are calendar days already in the user's zone.
      day: dates.day,
      /** Chart axes: the user's pattern without the year. */
      shortDay: dates.shortDay,
      /** The first and last day of the range. */
      period: (days: readonly string[]) => (days.length ? dates.dayRange(days[0], days[days.length - 1]) : ''),
    };
  }, [locale, dates]);
}

export type StatsFormat = ReturnType<typeof useStatsFormat>;
