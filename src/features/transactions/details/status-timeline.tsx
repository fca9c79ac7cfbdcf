import { useTranslation } from 'react-i18next';
import { StatusHistory, type HistoryEntry } from '@/components/details-section';
import { formatMoney } from '@/lib/money';
import { useTransactionLabels } from '../model/labels';
import type { Transaction } from '../model/transaction';
import { relationOf } from './relation';
import { useLocaleFormat } from '@/lib/format';

const moneyRelations = new Set(['refund', 'capture', 'cancel', 'chargeback']);

/**
 * The transaction's status changes, oldest first, in the user's time zone, with its refunds, captures,
 * cancels and chargebacks as entries of their own: "Refunded EUR 25.50 by Alice Admin — reason".
 */
export function StatusTimeline({ transaction, related }: { transaction: Transaction; related: readonly Transaction[] }) {
  const { t } = useTranslation('transactionDetails');
  const labels = useTransactionLabels();
  const { dateTime, locale } = useLocaleFormat();

  const events: HistoryEntry[] = related
    .filter((row) => row.parentId === transaction.id)
    .map((row) => ({ row, relation: relationOf(row, transaction) }))
    .filter(({ relation }) => moneyRelations.has(relation))
    .map(({ row, relation }) => {
      const amount = formatMoney(row.amount, row.currency, locale);
      const who = row.requestedBy && (row.requestedBy.name || row.requestedBy.email);
      const done = relation === 'chargeback' ? amount : who ? t(`timeline.${relation}By`, { amount, who }) : t(`timeline.${relation}`, { amount });
      return {
        status: row.status,
        at: row.createdAt,
        title: relation === 'chargeback' ? labels.type(row.type) : t(`related.relation.${relation}`),
        // The reason is the user's own text: a text node, never markup.
        note: (
          <>
            <bdi>{done}</bdi>
            {row.reason && (
              <>
                {' — '}
                <bdi>{row.reason}</bdi>
              </>
            )}
          </>
        ),
      };
    });

  return (
    <StatusHistory
      title={t('sections.timeline')}
      empty={t('timeline.empty')}
      history={[...transaction.statusHistory, ...events]}
      statusLabel={labels.status}
      statusColor={labels.statusColor}
      formatDateTime={dateTime}
    />
  );
}
