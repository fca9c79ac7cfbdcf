import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams } from '@/components/list-page';
import { reviewHref } from '@/config/paths';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useListReviewsQuery } from '../api/antifraud-api';
import { useReviewColumns } from '../reviews/review-columns';
import { reviewStatusOf, useReviewsListDefinition } from '../reviews/reviews-list';

/** `/antifraud/reviews`: payments held by a review rule, oldest first, to approve, refund as fraud or cancel. */
export function ReviewsPage() {
  const { t } = useTranslation('antifraud');
  const workspace = useAppSelector(selectSelectedResource);
  const user = useAppSelector(selectCurrentUser);
  const list = useListParams(useReviewsListDefinition());
  const { params } = list;
  const status = reviewStatusOf(params.filters.status);
  const sort = params.sort ? `${params.sort.desc ? '-' : ''}${params.sort.id}` : 'openedAt';
  const query = useListReviewsQuery({ resourceId: workspace?.id ?? '', status, page: params.page, pageSize: params.pageSize, sort }, { skip: !workspace });
  const columns = useReviewColumns();
  if (!workspace) return null;
  return (
    <ListPage
      title={t('reviews.title')}
      description={t('reviews.description')}
      list={list}
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      getRowId={(row) => row.id}
      rowHref={(row) => reviewHref(row.id)}
      label={t('reviews.label', { name: workspace.name })}
      {...queryState(query)}
      empty={{
        title: t(status === 'open' ? 'reviews.emptyOpenTitle' : 'reviews.emptyTitle'),
        text: t(status === 'open' ? 'reviews.emptyOpenText' : 'reviews.emptyText'),
        icon: <IconShieldCheck size={36} aria-hidden />,
      }}
      userId={user?.id ?? null}
    />
  );
}
