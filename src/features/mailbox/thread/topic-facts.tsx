import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { disputeHref } from '@/features/disputes';
import { payoutHref } from '@/features/payouts';
import { useFormatDateTime } from '@/features/preferences';
import { transactionHref } from '@/features/transactions';
import type { TopicRelatedType } from '@/lib/contract/mailbox-rules';
import type { TopicSummary } from '../mailbox-slice';
import { relatedTypeKey, topicCategoryKey } from '../model/labels';

const relatedHref: Readonly<Record<TopicRelatedType, (id: string) => string>> = {
  transactions: transactionHref,
  disputes: disputeHref,
  payouts: payoutHref,
};

/** What the topic is about (category, the transaction, dispute or payout), where, and who opened it when. */
export function TopicFacts({ topic }: { topic: TopicSummary }) {
  const { t } = useTranslation('mailbox');
  const formatDateTime = useFormatDateTime();
  const none = (
    <Text span size="sm" c="dimmed">
      {t('thread.facts.none')}
    </Text>
  );
  const related = topic.related;
  const rows: LabelledValue[] = [
    [t('thread.facts.category'), t(topicCategoryKey(topic.category), { defaultValue: topic.category })],
    [
      t('thread.facts.related'),
      related ? (
        <Anchor component={Link} to={relatedHref[related.type](related.id)} size="sm">
          {t(relatedTypeKey(related.type))} <bdi dir="ltr">{related.id}</bdi>
        </Anchor>
      ) : (
        none
      ),
    ],
    [t('thread.facts.workspace'), topic.resource ? <bdi>{topic.resource.name}</bdi> : none],
    [t('thread.facts.createdBy'), topic.createdBy?.name ? <bdi>{topic.createdBy.name}</bdi> : none],
    [t('thread.facts.createdAt'), topic.createdAt ? <bdi>{formatDateTime(topic.createdAt)}</bdi> : none],
  ];
  return <DetailsSection title={t('thread.facts.title')} rows={rows} />;
}
