import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table';
import { csvMoney } from '@/lib/csv';
import type { Analytics } from '@/lib/contract/analytics';
import type { LocaleFormat } from '@/lib/format';
import { relativeChange, transactionsHref } from '../model/figures';
import { ChangeLine } from './change-line';
import { CsvButton } from './csv-button';
import { MaybeLink } from './maybe-link';

const kinds = ['captured', 'refunded', 'disputed'] as const;

/** Money per currency (never summed across currencies), each against the previous period. */
export function CurrenciesCard({
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
  const titleId = useId();
  const title = t('money.title');
  const csv = () => [
    [t('money.currency'), ...kinds.flatMap((kind) => [t(`money.${kind}`), `${t(`money.${kind}`)} (${t('table.previousPeriod')})`])],
    ...figures.currencies.map((row) => [
      row.currency,
      ...kinds.flatMap((kind) => [csvMoney(row.current[kind], row.currency), csvMoney(row.previous[kind], row.currency)]),
    ]),
  ];
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {t('money.note')}
        </Text>
        <ScrollTable label={title} minWidth={640}>
          <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('money.currency')}</Table.Th>
                {kinds.map((kind) => (
                  <Table.Th key={kind} scope="col" ta="end">
                    {t(`money.${kind}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {figures.currencies.map((row) => (
                <Table.Tr key={row.currency}>
                  <Table.Th scope="row">
                    <MaybeLink to={linked ? transactionsHref(days, { currency: row.currency }) : null}>{row.currency}</MaybeLink>
                  </Table.Th>
                  {kinds.map((kind) => (
                    <Table.Td key={kind} ta="end">
                      <Stack gap={0} align="flex-end">
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {format.money(row.current[kind], row.currency)}
                        </Text>
                        <ChangeLine
                          bare
                          change={relativeChange({ current: row.current[kind], previous: row.previous[kind] })}
                          better={kind === 'captured' ? 'up' : 'down'}
                        />
                      </Stack>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <Group>
          <CsvButton name={title} fileName={`money-by-currency-${fileSuffix}.csv`} rows={csv} />
        </Group>
      </Stack>
    </Card>
  );
}
