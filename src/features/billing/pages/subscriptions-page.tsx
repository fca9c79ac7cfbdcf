import { IconCalendarRepeat, IconSettings } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams, type ListAction } from '@/components/list-page';
import { DUNNING_SETTINGS, subscriptionHref } from '@/config/paths';
import { useTimeZone } from '@/features/preferences';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useBillingFiguresQuery, useListSubscriptionsQuery } from '../api/billing-api';
import { BillingFigures } from '../components/billing-figures';
import { useSubscriptionColumns } from '../components/subscription-columns';
import { monthStartIn } from '../model/month-start';
import { subscriptionServerFilters, useSubscriptionsListDefinition } from '../model/subscriptions-list';

/** The workspace's subscriptions: figures per currency, then the list with its filters. */
export function SubscriptionsPage() {
  const { t } = useTranslation('billing');
  const workspace = useAppSelector(selectSelectedResource);
  const user = useAppSelector(selectCurrentUser);
  const timeZone = useTimeZone();
  const list = useListParams(useSubscriptionsListDefinition());
  const { params } = list;
  const filters = useMemo(() => subscriptionServerFilters(params.filters, params.search, timeZone), [params.filters, params.search, timeZone]);
  const month = useMemo(() => monthStartIn(timeZone), [timeZone]);
  const query = useListSubscriptionsQuery(
    { resourceId: workspace?.id ?? '', filters, page: params.page, pageSize: params.pageSize, sort: params.sort },
    { skip: !workspace },
  );
  const figures = useBillingFiguresQuery({ resourceId: workspace?.id ?? '', since: month.instant }, { skip: !workspace });
  const columns = useSubscriptionColumns();
  if (!workspace) return null;
  const schedule: ListAction = {
    id: 'dunning',
    label: t('dunningSettings.title'),
    icon: <IconSettings size={18} aria-hidden />,
    to: DUNNING_SETTINGS,
  };
  return (
    <ListPage
      title={t('subscriptions.title')}
      description={t('subscriptions.description', { name: workspace.name })}
      actions={[schedule]}
      notice={figures.data && <BillingFigures figures={figures.data.currencies} monthDay={month.day} />}
      list={list}
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      getRowId={(row) => row.id}
      rowHref={(row) => subscriptionHref(row.id)}
      label={t('subscriptions.label', { name: workspace.name })}
      {...queryState(query)}
      empty={{ title: t('subscriptions.emptyTitle'), text: t('subscriptions.emptyText'), icon: <IconCalendarRepeat size={36} aria-hidden /> }}
      userId={user?.id ?? null}
    />
  );
}
