import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTransactionLabels } from '../model/labels';
import type { Transaction } from '../model/transaction';
import { DetailsSection } from '@/components/details-section';
import { useDetailsFormat } from './use-details-format';

/** The status changes, oldest first, in the user's time zone. */
export function StatusTimeline({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('transactionDetails');
  const labels = useTransactionLabels();
  const format = useDetailsFormat();
  const history = [...transaction.statusHistory].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  return (
    <DetailsSection title={t('sections.timeline')}>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('timeline.empty')}
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
