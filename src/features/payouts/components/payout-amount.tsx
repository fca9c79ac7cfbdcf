import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

/** An amount with its ISO code, isolated for right-to-left text. */
export function PayoutAmount({ amount, currency, fw }: { amount: number; currency: string; fw?: number }) {
  const { i18n } = useTranslation();
  return (
    <Text span size="sm" fw={fw}>
      <bdi>{formatMoney(amount, currency, intlLocale(i18n.language))}</bdi>
    </Text>
  );
}
