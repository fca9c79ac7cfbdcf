import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

export interface AggregateFormat {
  number: (value: number) => string;
  /** A ratio (0.0183) as a percentage ("1.83%"). */
  percent: (ratio: number) => string;
  /** Integer minor units in the currency's own decimals. */
  money: (minor: number, currency: string) => string;
  /** `YYYY-MM` (UTC, as the server groups) in the user's date pattern without the day: "06.2026". */
  month: (key: string) => string;
}

/** Number, percentage, money and month formats in the active language. */
export function useAggregateFormat(): AggregateFormat {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const dates = useDateFormat();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(locale);
    const percents = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 });
    return {
      number: (value) => numbers.format(value),
      percent: (ratio) => percents.format(ratio),
      money: (minor, currency) => formatMoney(minor, currency, locale),
      month: dates.month,
    };
  }, [locale, dates]);
}
