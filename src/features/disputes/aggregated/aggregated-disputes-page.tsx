import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { useTimeZone } from '@/features/preferences';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useAggregateDisputesQuery } from '../api/aggregate-disputes';
import { listHrefOf, openedFilters, rangeDays, readRange, writeRange } from './aggregate-range';
import { AggregateView } from './aggregate-view';
import { RangePicker } from './range-picker';

/** `/aggregated-disputes`: the workspace's disputes opened in a period, totalled and broken down. */
export function AggregatedDisputesPage() {
  const { t } = useTranslation('disputes');
  const [searchParams, setSearchParams] = useSearchParams();
  const workspace = useAppSelector(selectSelectedResource);
  const timeZone = useTimeZone();
  const range = useMemo(() => readRange(searchParams), [searchParams]);
  // Days, not instants, are the memo key: a preset is resolved once per day, not on every render.
  const days = rangeDays(range, timeZone);
  const filters = useMemo(() => openedFilters({ from: days.from, to: days.to }, timeZone), [days.from, days.to, timeZone]);
  const resourceId = workspace?.id ?? '';
  const query = useAggregateDisputesQuery({ resourceId, filters }, { skip: !resourceId });

  if (!workspace) return null;
  const aggregate = query.data;

  let body;
  if (query.error) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!aggregate || query.isLoading) body = <LoadingState rows={4} rowHeight={48} />;
  else if (aggregate.totals.count === 0) {
    body = <EmptyState title={t('aggregated.emptyTitle')} text={t('aggregated.emptyText')} icon={<IconChartBarOff size={36} aria-hidden />} />;
  } else body = <AggregateView aggregate={aggregate} />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('page.aggregated')}</Title>
        <Text c="dimmed">{t('aggregated.caption', { name: workspace.name })}</Text>
      </Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <RangePicker value={range} days={days} onChange={(next) => setSearchParams(writeRange(searchParams, next), { preventScrollReset: true })} />
        <Anchor component={Link} to={listHrefOf(days)}>
          {t('aggregated.openList')}
        </Anchor>
      </Group>
      <div aria-busy={query.isFetching || undefined}>{body}</div>
    </Stack>
  );
}
