import { useTranslation } from 'react-i18next';
import { useFormatDateTime, useTimeZone } from '@/features/preferences';
import { intlLocale } from '@/lib/i18n';
import { formatBytes } from '@/lib/files/format-bytes';
import { formatMoney } from '@/lib/money';

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
