import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

export interface AggregateFormat {
  number: (value: number) => string;
  /** A ratio (0.0183) as a percentage ("1.83%"). */
  percent: (ratio: number) => string;
  /** Integer minor units in the currency's own decimals. */
  money: (minor: number, currency: string) => string;
  /** `YYYY-MM` (UTC, as the server groups) → "Jun 2026". */
  month: (key: string) => string;
}

/** Number, percentage, money and month formats in the active language. */
export function useAggregateFormat(): AggregateFormat {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(locale);
    const percents = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 });
    const months = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return {
      number: (value) => numbers.format(value),
      percent: (ratio) => percents.format(ratio),
      money: (minor, currency) => formatMoney(minor, currency, locale),
      month: (key) => {
        const [year, month] = key.split('-').map(Number);
        return year && month ? months.format(Date.UTC(year, month - 1, 1)) : key;
      },
    };
  }, [locale]);
}
