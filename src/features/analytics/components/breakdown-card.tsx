import { Group, NativeSelect, Table } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/components/chart-card/chart-card';
import { ScrollTable } from '@/components/scroll-table';
import { analyticsDimensions, isAnalyticsDimension, type Analytics, type AnalyticsDimension } from '@/lib/contract/analytics';
import type { LocaleFormat } from '@/lib/format';
import { approvalRate, pointsChange, transactionsHref } from '../model/figures';
import { useAnalyticsLabels } from '../model/labels';
import { ChangeLine } from './change-line';
import { CsvButton } from './csv-button';
import { LazyBarsChart } from './lazy-charts';
import { MaybeLink } from './maybe-link';

interface Props {
  figures: Analytics;
  dimension: AnalyticsDimension;
  onDimensionChange: (dimension: AnalyticsDimension) => void;
  days: readonly string[];
  /** Whether the user may open the transactions list (links otherwise). */
  linked: boolean;
  format: LocaleFormat;
  fileSuffix: string;
  /** The chosen dimension's figures are on their way: the rows shown are the previous dimension's. */
  loading: boolean;
}

const CHART_BARS = 10;

/** Approval rate and decline reasons by one dimension; each value opens its payments. */
export function BreakdownCard({ figures, dimension: chosen, onDimensionChange, days, linked, format, fileSuffix, loading }: Props) {
  const { t } = useTranslation('analytics');
  const labels = useAnalyticsLabels();
  const titleId = useId();
  const dimension = figures.dimension as AnalyticsDimension;
  const title = t('breakdown.title');
  const rate = (value: number | null) => (value === null ? '—' : format.percent(value));
  const reasonText = (entry: { reason: string; count: number }) =>
    t('breakdown.reasonCount', { reason: labels.reason(entry.reason), n: format.number(entry.count) });
  const rows = figures.breakdown.map((row) => ({
    ...row,
    label: labels.value(dimension, row.value),
    rate: approvalRate(row.current),
    previousRate: approvalRate(row.previous),
    topReason: row.declineReasons[0] ?? null,
  }));
  const csv = () => [
    [
      labels.dimension(dimension),
      t('table.payments'),
      t('table.approved'),
      t('table.declined'),
      t('kpi.approvalRate'),
      t('breakdown.previousRate'),
      t('breakdown.topReason'),
    ],
    ...rows.map((row) => [
      row.label,
      row.current.attempts,
      row.current.approved,
      row.current.declined,
      row.rate === null ? null : Number((row.rate * 100).toFixed(1)),
      row.previousRate === null ? null : Number((row.previousRate * 100).toFixed(1)),
      row.topReason ? labels.reason(row.topReason.reason) : null,
    ]),
  ];
  const bars = rows
    .filter((row) => row.rate !== null)
    .slice(0, CHART_BARS)
    .map((row) => ({ label: row.label, value: row.rate! }));
  return (
    <ChartCard
      title={title}
      titleId={titleId}
      chartHeight={200}
      chart={
        <>
          <NativeSelect
            label={t('breakdown.by')}
            value={chosen}
            onChange={(event) => isAnalyticsDimension(event.currentTarget.value) && onDimensionChange(event.currentTarget.value)}
            data={analyticsDimensions.map((key) => ({ value: key, label: labels.dimension(key) }))}
            maw={280}
            mb="sm"
          />
          {bars.length > 0 && (
            <LazyBarsChart bars={bars} seriesLabel={t('kpi.approvalRate')} color="teal.6" format={(value) => format.percent(value)} labelWidth={140} />
          )}
        </>
      }
      note={t('breakdown.note')}
    >
      <ScrollTable label={title} minWidth={720}>
        <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-labelledby={titleId} aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{labels.dimension(dimension)}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('table.payments')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('kpi.approvalRate')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('table.vsPrevious')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('table.declined')}
              </Table.Th>
              <Table.Th scope="col">{t('breakdown.topReason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>{t('breakdown.none')}</Table.Td>
              </Table.Tr>
            )}
            {rows.map((row) => (
              <Table.Tr key={row.value}>
                <Table.Th scope="row" fw={400}>
                  <MaybeLink to={linked ? transactionsHref(days, { dimension, value: row.value }) : null}>
                    <bdi>{row.label}</bdi>
                  </MaybeLink>
                </Table.Th>
                <Table.Td ta="end">{format.number(row.current.attempts)}</Table.Td>
                <Table.Td ta="end">{rate(row.rate)}</Table.Td>
                <Table.Td>
                  <ChangeLine bare change={pointsChange(row.rate, row.previousRate)} better="up" />
                </Table.Td>
                <Table.Td ta="end">{format.number(row.current.declined)}</Table.Td>
                <Table.Td>
                  {row.topReason ? (
                    <MaybeLink
                      to={linked ? transactionsHref(days, { dimension, value: row.value, decline: row.topReason.reason }) : null}
                      label={t('breakdown.reasonLink', { visible: reasonText(row.topReason), value: row.label })}
                    >
                      {reasonText(row.topReason)}
                    </MaybeLink>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Group>
        <CsvButton name={title} fileName={`approval-by-${dimension}-${fileSuffix}.csv`} rows={csv} />
      </Group>
    </ChartCard>
  );
}
