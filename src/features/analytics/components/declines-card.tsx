import { ColorSwatch, Group, Table } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/components/chart-card/chart-card';
import { ScrollTable } from '@/components/scroll-table';
import type { Analytics } from '@/lib/contract/analytics';
import type { LocaleFormat } from '@/lib/format';
import { ratio, relativeChange, transactionsHref } from '../model/figures';
import { useAnalyticsLabels } from '../model/labels';
import { ChangeLine } from './change-line';
import { CsvButton } from './csv-button';
import { LazyReasonsDonut } from './lazy-charts';
import { MaybeLink } from './maybe-link';

const colors: Readonly<Record<string, string>> = {
  'insufficient-funds': 'orange.6',
  'do-not-honor': 'red.6',
  'expired-card': 'yellow.6',
  'suspected-fraud': 'grape.6',
  'authentication-failed': 'indigo.6',
  'blocked-by-rule': 'pink.6',
};

/** Why payments failed, each reason opening its payments. */
export function DeclinesCard({
  figures,
  days,
  linked,
  format,
  fileSuffix,
}: {
  figures: Analytics;
  days: readonly string[];
  linked: boolean;
  format: LocaleFormat;
  fileSuffix: string;
}) {
  const { t } = useTranslation('analytics');
  const labels = useAnalyticsLabels();
  const titleId = useId();
  const title = t('declines.title');
  const total = figures.totals.declined.current;
  const rows = figures.declineReasons.map((row) => ({ ...row, label: labels.reason(row.reason), color: colors[row.reason] ?? 'gray.5' }));
  const csv = () => [
    [t('declines.reason'), t('table.payments'), t('declines.share'), t('table.previousPeriod')],
    ...rows.map((row) => [row.label, row.current, total === 0 ? null : Number(((row.current / total) * 100).toFixed(1)), row.previous]),
  ];
  return (
    <ChartCard
      title={title}
      titleId={titleId}
      chartHeight={160}
      chart={
        total > 0 ? (
          <Group justify="center">
            <LazyReasonsDonut rows={rows.map((row) => ({ label: row.label, count: row.current, color: row.color }))} total={total} format={format} />
          </Group>
        ) : null
      }
    >
      <ScrollTable label={title} minWidth={300}>
        <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('declines.reason')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('table.payments')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('declines.share')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('table.vsPrevious')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>{t('declines.none')}</Table.Td>
              </Table.Tr>
            )}
            {rows.map((row) => (
              <Table.Tr key={row.reason}>
                <Table.Th scope="row" fw={400}>
                  <Group gap="xs" wrap="nowrap">
                    <ColorSwatch color={`var(--mantine-color-${row.color.replace('.', '-')})`} size={10} withShadow={false} aria-hidden />
                    <MaybeLink to={linked ? transactionsHref(days, { decline: row.reason }) : null}>{row.label}</MaybeLink>
                  </Group>
                </Table.Th>
                <Table.Td ta="end">{format.number(row.current)}</Table.Td>
                <Table.Td ta="end">{format.percent(ratio(row.current, total) ?? 0)}</Table.Td>
                <Table.Td>
                  <ChangeLine bare change={relativeChange(row)} better="down" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Group>
        <CsvButton name={title} fileName={`decline-reasons-${fileSuffix}.csv`} rows={csv} />
      </Group>
    </ChartCard>
  );
}
