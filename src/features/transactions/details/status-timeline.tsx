import { useTranslation } from 'react-i18next';
import { StatusHistory } from '@/components/details-section';
import { useTransactionLabels } from '../model/labels';
import type { Transaction } from '../model/transaction';
import { useDetailsFormat } from './use-details-format';

/** The transaction's status changes, oldest first, in the user's time zone. */
export function StatusTimeline({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('transactionDetails');
  const labels = useTransactionLabels();
  const { dateTime } = useDetailsFormat();
  return (
    <StatusHistory title={t('sections.timeline')} empty={t('timeline.empty')} history={transaction.statusHistory}
      statusLabel={labels.status} statusColor={labels.statusColor} formatDateTime={dateTime} />
  );
}
