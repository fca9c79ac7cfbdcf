import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { usePayoutBalancesQuery, type PayoutBalance } from '../api/payouts-api';

/**
 * Four-eyes in the request dialog (docs/api/payouts.md, *Four-eyes approval*): the limit applies to
 * the sum of the caller's payouts of a currency over 24 hours. The amounts are the server's
 * (`balances/summary`: `approvalLimit`, `approvalLimitLeft`, integer minor units), never worked out here.
 */

/** True when the server will make this request wait for a second person: above what is left of the day's limit. */
export const needsSecondPerson = (balance: PayoutBalance | null, amount: number) =>
  balance !== null && (balance.approvalLimitLeft === null || amount > balance.approvalLimitLeft);

/**
 * On the form: why a payout may wait for a second person, and how much of the day's limit is left.
 * Mounting it (each opening of the form) reads the balances again: the 24 hours roll on.
 */
export function ApprovalLimitNote({ resourceId, balance, locale }: { resourceId: string; balance: PayoutBalance; locale: string }) {
  const { t } = useTranslation('payouts');
  usePayoutBalancesQuery(resourceId, { refetchOnMountOrArgChange: true });
  const { approvalLimit: limit, approvalLimitLeft: left, currency } = balance;
  return (
    <Text size="sm" c="dimmed">
      {limit === null || left === null ? (
        t('request.approvalAlways', { currency })
      ) : (
        <Trans
          t={t}
          i18nKey="request.approvalLimit"
          values={{ limit: formatMoney(limit, currency, locale), left: formatMoney(left, currency, locale) }}
          components={{ bdi: <bdi /> }}
        />
      )}
    </Text>
  );
}

/** On the confirmation: that this request will wait for a second person, and why (the amount itself, or the day's sum). */
export function ApprovalNeededNote({ balance, amount }: { balance: PayoutBalance | null; amount: number }) {
  const { t } = useTranslation('payouts');
  if (!balance || !needsSecondPerson(balance, amount)) return null;
  const alone = balance.approvalLimit === null || amount > balance.approvalLimit;
  return (
    <Text size="sm" c="dimmed">
      {alone ? t('request.approvalNote') : t('request.approvalNoteToday')}
    </Text>
  );
}
