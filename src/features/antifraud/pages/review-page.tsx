import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { DetailsSection } from '@/components/details-section';
import { REVIEWS_LIST, transactionHref } from '@/config/paths';
import { useForeign } from '@/features/workspace';
import { useLocaleFormat } from '@/lib/format';
import { useGetReviewQuery } from '../api/antifraud-api';
import type { Review } from '../api/review-model';
import { ReviewActions } from '../reviews/review-actions';
import { reviewStatusColor } from '../reviews/review-status';

function ReviewDetails({ review }: { review: Review }) {
  const { t } = useTranslation('antifraud');
  const { dateTime, money } = useLocaleFormat();
  const closed = review.closedAt
    ? [
        [t('review.closed'), <bdi key="c">{dateTime(review.closedAt)}</bdi>] as const,
        [t('review.closedBy'), <bdi key="b">{review.closedBy ? review.closedBy.name || review.closedBy.email : '—'}</bdi>] as const,
      ]
    : [];
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1}>
          <bdi>{money(review.amount, review.currency)}</bdi>
        </Title>
        <Badge size="lg" variant="light" color={reviewStatusColor[review.status]}>
          {t(`reviews.status.${review.status}`)}
        </Badge>
      </Group>
      <ReviewActions review={review} />
      <DetailsSection
        title={t('review.why')}
        rows={[
          [t('reviews.columns.rule'), <bdi key="r">{review.ruleName}</bdi>],
          [
            t('reviews.columns.reason'),
            <Text key="w" span size="sm" ff="monospace" dir="ltr" style={{ whiteSpace: 'pre-wrap' }}>
              {review.reason}
            </Text>,
          ],
          [t('reviews.columns.opened'), <bdi key="o">{dateTime(review.openedAt)}</bdi>],
          ...closed,
          [
            t('review.payment'),
            <Anchor key="p" component={Link} to={transactionHref(review.transactionId)} ff="monospace" size="sm" dir="ltr">
              {review.transactionId}
            </Anchor>,
          ],
        ]}
      />
      <Text size="sm" c="dimmed">
        {t('review.hint')}
      </Text>
    </Stack>
  );
}

/** `/antifraud/reviews/:reviewId`: why the payment was held, and the decision on it. */
export function ReviewPage() {
  const { t } = useTranslation('antifraud');
  const id = useParams().reviewId ?? '';
  const details = useGetReviewQuery(id, { skip: !id });
  const foreign = useForeign(details.currentData?.projectId);
  return (
    <DetailsFrame
      back={{ list: REVIEWS_LIST, label: t('review.back') }}
      title={t('review.heading')}
      {...detailsState(details, { foreign, missingId: !id })}
      refusal={<DetailsRefusal title={t('review.notFoundTitle')} text={t('review.notFoundText')} />}
      texts={{ loading: t('review.loading'), loadFailed: t('review.loadFailed') }}
    >
      {(review) => <ReviewDetails review={review} />}
    </DetailsFrame>
  );
}
