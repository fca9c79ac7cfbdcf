import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

/** Numbers, money, percentages and days in the active language's locale. */
export function useStatsFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return useMemo(() => {
    const integer = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    // Series days are calendar dates already in the user's zone: format them as UTC dates.
    const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    return {
      locale,
      number: (value: number) => integer.format(value),
      percent: (ratio: number) => percent.format(ratio),
      money: (minor: number, currency: string) => formatMoney(Math.round(minor), currency, locale),
      day: (date: string) => {
        const [year, month, dayOfMonth] = date.split('-').map(Number);
        return day.format(Date.UTC(year, month - 1, dayOfMonth));
      },
      period: (from: string, to: string, timeZone: string) =>
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).formatRange(new Date(from), new Date(to)),
    };
  }, [locale]);
}

export type StatsFormat = ReturnType<typeof useStatsFormat>;
