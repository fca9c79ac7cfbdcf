import { Anchor, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table';
import { SUBSCRIPTIONS_LIST } from '@/config/paths';
import { useLocaleFormat } from '@/lib/format';
import type { CurrencyFigures } from '../api/billing-model';
import { churnedStatuses } from '../model/subscription-status';

const listHref = (params: [string, string][]) => `${SUBSCRIPTIONS_LIST}?${new URLSearchParams(params).toString()}`;

/** The links of one currency's figures: each opens the list of exactly the rows it counts. */
export function figureHrefs(currency: string, monthDay: string) {
  return {
    mrr: listHref([
      ['status', 'active'],
      ['status', 'past-due'],
      ['currency', currency],
    ]),
    active: listHref([
      ['status', 'active'],
      ['currency', currency],
    ]),
    inDunning: listHref([
      ['status', 'past-due'],
      ['currency', currency],
    ]),
    recovered: listHref([
      ['currency', currency],
      ['recovered.from', monthDay],
    ]),
    churned: listHref([...churnedStatuses.map((s): [string, string] => ['status', s]), ['currency', currency], ['ended.from', monthDay]]),
  };
}

const columns = ['mrr', 'active', 'inDunning', 'recovered', 'churned'] as const;

/** Per currency, one row: recurring revenue, active, in dunning, recovered and churned this month; each figure is a link to its list. */
export function BillingFigures({ figures, monthDay }: { figures: readonly CurrencyFigures[]; monthDay: string }) {
  const { t } = useTranslation('billing');
  const { money, number } = useLocaleFormat();
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby="billing-figures-title">
      <Title order={2} size="h4" id="billing-figures-title" mb="xs">
        {t('figures.title')}
      </Title>
      <ScrollTable label={t('figures.title')} minWidth={640}>
        <Table withTableBorder verticalSpacing={6} aria-labelledby="billing-figures-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.currency')}</Table.Th>
              {columns.map((key) => (
                <Table.Th key={key} ta="end">
                  {t(`figures.${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.map((row) => {
              const hrefs = figureHrefs(row.currency, monthDay);
              return (
                <Table.Tr key={row.currency}>
                  <Table.Th scope="row">{row.currency}</Table.Th>
                  {columns.map((key) => {
                    const value = key === 'mrr' ? money(row.mrr, row.currency) : number(row[key]);
                    return (
                      <Table.Td key={key} ta="end">
                        <Anchor component={Link} to={hrefs[key]} fw={600} aria-label={`${t(`figures.${key}`)}, ${row.currency}: ${value}`}>
                          <bdi>{value}</bdi>
                        </Anchor>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </section>
  );
}
