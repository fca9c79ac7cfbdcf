import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';

/** An amount in its currency's own decimals and the active locale, isolated so RTL text keeps it readable. */
export function LinkAmount({ amount, currency }: { amount: number; currency: string }) {
  const { i18n } = useTranslation();
  return <bdi>{formatMoney(amount, currency, i18n.language)}</bdi>;
}
