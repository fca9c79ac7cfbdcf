import { skipToken } from '@reduxjs/toolkit/query';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import { addDays, format as formatDate, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { TRANSACTIONS_PERMISSION } from '@/config/permissions';
import type { AnalyticsDimension } from '@/lib/contract/analytics';
import { todayIn } from '@/lib/dates';
import { useLocaleFormat } from '@/lib/format';
import { isolate } from '@/lib/i18n';
import { useAppSelector } from '@/lib/store';
import { usePermission } from '@/features/permissions';
import { useTimeZone } from '@/features/preferences';
import { selectSelectedResource } from '@/features/workspace';
import { useGetAnalyticsQuery } from '../api/get-analytics';
import { BreakdownCard } from '../components/breakdown-card';
import { CurrenciesCard } from '../components/currencies-card';
import { DeclinesCard } from '../components/declines-card';
import { FunnelCard } from '../components/funnel-card';
import { KpiRow } from '../components/kpi-row';
import { PeriodControl } from '../components/period-control';
import { RatesCard } from '../components/rates-card';
import { readDimension, readPeriod, writePeriod, type PeriodChoice } from '../model/period';

const shift = (day: string, by: number) => formatDate(addDays(parseISO(day), by), 'yyyy-MM-dd');

/** What home does not answer: the funnel, approval and declines by dimension, refund and dispute rates, against the previous period. */
export function AnalyticsPage() {
  const { t } = useTranslation(['analytics', 'payments']);
  const format = useLocaleFormat();
  const timeZone = useTimeZone();
  const resource = useAppSelector(selectSelectedResource);
  const linked = usePermission(TRANSACTIONS_PERMISSION);
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // The period is read once per URL and zone, so "today" does not move on every render.
  const period = useMemo(() => readPeriod(new URLSearchParams(key), timeZone), [key, timeZone]);
  const dimension = readDimension(params);
  const { days } = period.range;
  const first = days[0];
  const last = days[days.length - 1];

  const query = useGetAnalyticsQuery(resource ? { resourceId: resource.id, from: period.range.from, to: period.range.to, timeZone, dimension } : skipToken);
  // Another breakdown of the same period keeps the figures on screen (and the dimension's select focused) while it loads.
  const stale = query.data;
  const samePeriod = stale && stale.period.from === period.range.from && stale.period.to === period.range.to && stale.timeZone === timeZone;
  const figures = query.currentData ?? (samePeriod && resource ? stale : undefined);

  const setPeriod = (choice: PeriodChoice, custom?: { first: string; last: string }) =>
    setParams((current) => writePeriod(current, choice, custom), { preventScrollReset: true });
  const setDimension = (next: AnalyticsDimension) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('by', next);
        return updated;
      },
      { preventScrollReset: true },
    );

  const fileSuffix = `${first}_${last}`;
  const shown = { figures, days, linked, format, fileSuffix };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          {resource && (
            <Text c="dimmed" size="sm">
              {t('subtitle', {
                workspace: isolate(resource.name),
                period: isolate(format.dayRange(first, last)),
                previous: isolate(format.dayRange(shift(first, -days.length), shift(first, -1))),
                zone: isolate(timeZone),
              })}
            </Text>
          )}
        </Stack>
        <PeriodControl choice={period.choice} first={first} last={last} today={todayIn(timeZone)} timeZone={timeZone} onChange={setPeriod} />
      </Group>
      {!resource && <Text c="dimmed">{t('noWorkspace')}</Text>}
      {resource && !figures && query.isError && !query.isFetching && (
        <ErrorState error={query.error} title={t('error')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {resource && !figures && !(query.isError && !query.isFetching) && <LoadingState label={t('loading')} rows={6} rowHeight={48} />}
      {figures && figures.totals.payments.current === 0 && (
        <EmptyState icon={<IconChartBarOff size={36} aria-hidden />} title={t('empty.title')} text={t('empty.text', { workspace: resource?.name ?? '' })} />
      )}
      {figures && figures.totals.payments.current > 0 && (
        <Stack gap="md">
          <KpiRow figures={figures} format={format} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <FunnelCard figures={figures} format={format} fileSuffix={fileSuffix} />
            <DeclinesCard {...shown} figures={figures} />
          </SimpleGrid>
          <BreakdownCard {...shown} figures={figures} dimension={dimension} onDimensionChange={setDimension} loading={!query.currentData} />
          <RatesCard figures={figures} days={days} format={format} fileSuffix={fileSuffix} />
          <CurrenciesCard {...shown} figures={figures} />
        </Stack>
      )}
    </Stack>
  );
}
