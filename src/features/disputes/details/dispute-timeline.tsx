import { useTranslation } from 'react-i18next';
import { StatusHistory } from '@/components/details-section';
import { useDisputeLabels } from '../model/labels';
import type { Dispute } from './api/get-dispute';
import { useLocaleFormat } from '@/lib/format';

/** The dispute's status changes, oldest first, in the user's time zone. */
export function DisputeTimeline({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const format = useLocaleFormat();
  return (
    <StatusHistory
      title={t('details.sections.timeline')}
      empty={t('details.timelineEmpty')}
      history={dispute.statusHistory}
      statusLabel={labels.status}
      statusColor={labels.statusColor}
      formatDateTime={format.dateTime}
    />
  );
}
