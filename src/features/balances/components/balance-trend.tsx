import { Skeleton, Text } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/components/chart-card/chart-card';
import { ErrorState } from '@/components/states';
import { useDateFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useBalanceTrendQuery } from '../api/balances-api';
import { trendPeriod } from '../model/trend-period';

const LazyBalanceChart = lazy(() => import('./balance-chart').then((module) => ({ default: module.BalanceChart })));

/** The last 30 days' closing balances of one currency (`balances/trend`). */
export function BalanceTrend({ resourceId, currency, asOf }: { resourceId: string; currency: string; asOf: string | null }) {
  const { t, i18n } = useTranslation('balances');
  const locale = intlLocale(i18n.language);
  const dates = useDateFormat();
  const period = trendPeriod(asOf);
  const query = useBalanceTrendQuery({ resourceId, currency, ...period });
  const points = query.data ?? [];
  let chart;
  if (query.isError) chart = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.isLoading) chart = <Skeleton h={240} radius="md" aria-hidden aria-busy="true" />;
  else if (points.length === 0) chart = <Text c="dimmed">{t('trend.empty')}</Text>;
  else
    chart = (
      <LazyBalanceChart
        points={points}
        labels={{ available: t('bucket.available'), pending: t('bucket.pending'), reserved: t('bucket.reserved') }}
        money={(minor) => formatMoney(minor, currency, locale)}
        day={dates.shortDay}
      />
    );
  return <ChartCard title={t('trend.title', { currency })} chart={chart} note={t('trend.note', { period: dates.dayRange(period.from, period.to) })} />;
}
