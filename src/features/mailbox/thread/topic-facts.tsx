import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { useLocaleFormat } from '@/lib/format';
import { RelatedObject } from '../components/related-object';
import type { TopicSummary } from '../mailbox-slice';
import { topicCategoryKey } from '../model/labels';

/** What the topic is about (category, the transaction, dispute or payout), where, and who opened it when. */
export function TopicFacts({ topic }: { topic: TopicSummary }) {
  const { t } = useTranslation('mailbox');
  const formatDateTime = useLocaleFormat().dateTime;
  const none = (
    <Text span size="sm" c="dimmed">
      {t('thread.facts.none')}
    </Text>
  );
  const related = topic.related;
  const rows: LabelledValue[] = [
    [t('thread.facts.category'), t(topicCategoryKey(topic.category), { defaultValue: topic.category })],
    [t('thread.facts.related'), related ? <RelatedObject related={related} /> : none],
    [t('thread.facts.workspace'), topic.resource ? <bdi>{topic.resource.name}</bdi> : none],
    [t('thread.facts.createdBy'), topic.createdBy?.name ? <bdi>{topic.createdBy.name}</bdi> : none],
    [t('thread.facts.createdAt'), topic.createdAt ? <bdi>{formatDateTime(topic.createdAt)}</bdi> : none],
  ];
  return <DetailsSection title={t('thread.facts.title')} rows={rows} />;
}
