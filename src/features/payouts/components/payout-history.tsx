import { useTranslation } from 'react-i18next';
import { StatusHistory, type HistoryEntry } from '@/components/details-section';
import { useLocaleFormat } from '@/lib/format';
import type { Payout } from '../api/payouts-api';
import { payoutStatusColor, personName, usePayoutStatusLabel } from '../model/labels';

/**
 * Every step of the payout, oldest first: who took it (a person, or the system and the bank) and
 * why (a rejection's reason, a failure's). Names are shown as they were at that step. A transfer's
 * steps are a payout's (docs/api/wallet.md).
 */
export function PayoutHistory({ payout }: { payout: Pick<Payout, 'statusHistory'> }) {
  const { t } = useTranslation('payouts');
  const statusLabel = usePayoutStatusLabel();
  const formatDateTime = useLocaleFormat().dateTime;
  const history: HistoryEntry[] = payout.statusHistory.map((step) => ({
    status: step.status,
    at: step.at,
    // Names and reasons are people's own text: text nodes, never markup.
    note: (
      <>
        <bdi>{step.by ? t('history.by', { who: personName(step.by) }) : t('history.bySystem')}</bdi>
        {step.reason && (
          <>
            {' — '}
            <bdi>{step.reason}</bdi>
          </>
        )}
      </>
    ),
  }));
  return (
    <StatusHistory
      title={t('details.history')}
      empty={t('history.empty')}
      history={history}
      statusLabel={statusLabel}
      statusColor={payoutStatusColor}
      formatDateTime={formatDateTime}
    />
  );
}
