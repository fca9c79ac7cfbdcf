import { useTranslation } from 'react-i18next';
import { useFormatDateTime, useTimeZone } from '@/features/preferences';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "48 kB", "1.5 GB": binary steps (as the 2 GB limit is), the locale's unit names. */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}

/** Money, dates (user's time zone and format) and file sizes as the dispute page shows them. */
export function useDisputeFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const dateTime = useFormatDateTime();
  const timeZone = useTimeZone();
  return {
    locale,
    timeZone,
    dateTime,
    money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
    bytes: (size: number) => formatBytes(size, locale),
  };
}
