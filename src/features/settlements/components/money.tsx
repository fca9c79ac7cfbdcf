import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';

/** An amount with its ISO code in the active locale, isolated so right-to-left text keeps it readable. */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  const { i18n } = useTranslation();
  return <bdi>{formatMoney(amount, currency, i18n.language)}</bdi>;
}
