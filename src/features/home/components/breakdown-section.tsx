import { Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '../api/get-statistics';
import { byStatusGroup, methodColor, statusGroupColor } from '../model/series';
import type { LocaleFormat } from '@/lib/format';
import { BreakdownTable, type BreakdownRow } from './breakdown-table';
import { ChartCard } from '@/components/chart-card/chart-card';
import { LazyBreakdownDonut } from './lazy-charts';

function Breakdown({
  title,
  nameHeader,
  rows,
  total,
  format,
}: {
  title: string;
  nameHeader: string;
  rows: BreakdownRow[];
  total: number;
  format: LocaleFormat;
}) {
  return (
    <ChartCard
      title={title}
      chartHeight={160}
      chart={
        <Group justify="center">
          <LazyBreakdownDonut rows={rows} total={total} format={format} />
        </Group>
      }
    >
      <BreakdownTable caption={title} nameHeader={nameHeader} rows={rows} total={total} format={format} />
    </ChartCard>
  );
}

/** Transactions by status and by payment method, with translated labels. */
export function BreakdownSection({ stats, format }: { stats: Statistics; format: LocaleFormat }) {
  const { t } = useTranslation(['home', 'payments']);
  // The merchant's status groups, as lists and badges show them (payments `statusGroup.*`).
  const statusRows = byStatusGroup(stats.byStatus).map(({ key, group, count }) => ({
    key,
    label: group ? t(`payments:statusGroup.${group}`) : t(`status.${key}`, { defaultValue: key }),
    count,
    color: statusGroupColor(group),
  }));
  const methodRows = stats.byPaymentMethod.map(({ method, count }) => ({
    key: method,
    label: t(`method.${method}`, { defaultValue: method }),
    count,
    color: methodColor(method),
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Breakdown title={t('charts.byStatus')} nameHeader={t('table.status')} rows={statusRows} total={stats.totalCount} format={format} />
      <Breakdown title={t('charts.byMethod')} nameHeader={t('table.method')} rows={methodRows} total={stats.totalCount} format={format} />
    </SimpleGrid>
  );
}
