import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/features/preferences';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

/** Money, dates and countries as the details page shows them: the user's locale and time zone. */
export function useDetailsFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const dateTime = useFormatDateTime();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const country = (code: string | null) => {
    if (!code) return null;
    try {
      return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  return { locale, money, dateTime, country };
}
