import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsSection } from '@/components/details-section';
import { useDisputeLabels } from '../model/labels';
import type { Dispute } from './api/get-dispute';
import { useDisputeFormat } from './use-dispute-format';

/** The status changes, oldest first, in the user's time zone. */
export function DisputeTimeline({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const format = useDisputeFormat();
  const history = [...dispute.statusHistory].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  return (
    <DetailsSection title={t('details.sections.timeline')}>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('details.timelineEmpty')}
        </Text>
      ) : (
        <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
          {history.map((entry, index) => (
            <Timeline.Item key={`${entry.at}-${index}`} color={labels.statusColor(entry.status)} title={labels.status(entry.status)}>
              <Text size="sm" c="dimmed">
                <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </DetailsSection>
  );
}
