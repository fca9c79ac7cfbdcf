import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import { NEW_TOPIC_STATUS } from '@/lib/contract/mailbox-rules';
import type { TopicSummary } from '../mailbox-slice';
import { topicCategoryKey } from '../model/labels';
import { RelatedObject } from './related-object';
import { TopicStatusBadge } from '../thread/topic-status-badge';

const dash = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

/**
 * The topics list's columns (about 1,150 px; the project column in the supervisor view). The subject
 * is the row's key: the frame links it to the thread; a new (Pending) topic's is bold. A phone card
 * shows the subject, status, the project or category, the related object and when it last changed.
 */
export function useTopicColumns(withProject: boolean): ListColumn<TopicSummary>[] {
  const { t } = useTranslation('mailbox');
  const formatDateTime = useLocaleFormat().dateTime;
  return useMemo(() => {
    const columns: ListColumn<TopicSummary>[] = [
      { id: 'status', header: t('list.columns.status'), width: 112, grow: 0, card: 'status', cell: (topic) => <TopicStatusBadge status={topic.status} /> },
      {
        id: 'subject',
        header: t('list.columns.subject'),
        rowHeader: true,
        hideable: false,
        width: 220,
        grow: 2,
        card: 'title',
        cell: (topic) => (
          // dir="auto": the subject's own direction decides where it is cut, also in an Arabic page.
          <Text span size="sm" fw={topic.status === NEW_TOPIC_STATUS ? 700 : 400} truncate="end" dir="auto" title={topic.subject ?? undefined}>
            {topic.subject || topic.id}
          </Text>
        ),
      },
    ];
    if (withProject) {
      columns.push({
        id: 'project',
        header: t('supervisor.project'),
        width: 150,
        card: 'who',
        cell: (topic) =>
          topic.resource ? (
            <Text span size="sm" truncate="end">
              <bdi>{topic.resource.name}</bdi>
            </Text>
          ) : (
            dash
          ),
      });
    }
    columns.push(
      {
        id: 'category',
        header: t('list.columns.category'),
        width: 120,
        priority: 2,
        ...(!withProject && { card: 'who' as const }),
        cell: (topic) => (
          <Text span size="sm" truncate="end">
            {t(topicCategoryKey(topic.category), { defaultValue: topic.category })}
          </Text>
        ),
      },
      {
        id: 'related',
        header: t('list.columns.related'),
        width: 170,
        priority: 3,
        card: 'amount',
        cell: (topic, { tabIndex }) => (topic.related ? <RelatedObject related={topic.related} tabIndex={tabIndex} /> : dash),
      },
      {
        id: 'lastMessage',
        header: t('list.columns.lastMessage'),
        width: 240,
        grow: 2,
        priority: 1,
        cell: (topic) =>
          topic.lastMessage ? (
            <Stack gap={0} miw={0}>
              <Text span size="sm" truncate="end" dir="auto" title={topic.lastMessage.excerpt}>
                {topic.lastMessage.excerpt}
              </Text>
              <Text span size="xs" c="dimmed" truncate="end">
                {t('list.lastMessageMeta', { who: t(`author.${topic.lastMessage.author}`), when: formatDateTime(topic.lastMessage.at) })}
              </Text>
            </Stack>
          ) : (
            dash
          ),
      },
      {
        id: 'updatedAt',
        header: t('list.columns.updated'),
        width: 150,
        card: 'when',
        cell: (topic) => (topic.updatedAt ? <bdi>{formatDateTime(topic.updatedAt)}</bdi> : dash),
      },
    );
    return columns;
  }, [t, formatDateTime, withProject]);
}
