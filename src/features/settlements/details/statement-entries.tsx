import { Anchor } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFrame, queryState, useListParams, type ListColumn, type ListDefinition } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { useDateFormat } from '@/lib/dates';
import { useAppSelector } from '@/lib/store';
import { useListStatementEntriesQuery, type StatementEntry } from '../api/statement-entries-api';
import type { Settlement } from '../api/settlements-api';
import { Money } from '../components/money';
import { knownLineTypes } from './statement-section';
import { transactionHref } from '@/config/paths';

/** Its own URL parameters (`entries.page`), beside the page's. */
const definition: ListDefinition = {
  id: 'settlement-entries',
  paramPrefix: 'entries.',
  pageSize: 25,
  sortable: ['availableOn', 'amount', 'type'],
  defaultSort: { id: 'availableOn', desc: false },
};

/** The transactions a settlement contains: every entry of its statement, each linked to its transaction. */
export function StatementEntries({ settlement, resourceId }: { settlement: Settlement; resourceId: string }) {
  const { t } = useTranslation('settlements');
  const user = useAppSelector(selectCurrentUser);
  const { day } = useDateFormat();
  const list = useListParams(definition);
  const { params } = list;
  const query = useListStatementEntriesQuery({ resourceId, settlementId: settlement.id, page: params.page, pageSize: params.pageSize, sort: params.sort });
  const columns = useMemo<ListColumn<StatementEntry>[]>(
    () => [
      {
        id: 'amount',
        header: t('statement.amount'),
        rowHeader: true,
        hideable: false,
        width: 140,
        align: 'end',
        card: 'title',
        cell: (e) => <Money amount={e.amount} currency={e.currency} />,
      },
      {
        id: 'type',
        header: t('statement.type'),
        width: 200,
        card: 'status',
        cell: (e) => (knownLineTypes.has(e.type) ? t(`lineType.${e.type}`) : <bdi>{e.type}</bdi>),
      },
      {
        id: 'transaction',
        header: t('entries.transaction'),
        width: 260,
        card: 'who',
        cell: (e, { tabIndex }) => {
          const id = e.paymentId ?? (['payment', 'refund', 'chargeback'].includes(e.sourceType) ? e.sourceId : null);
          return id ? (
            <Anchor component={Link} to={transactionHref(id)} size="sm" ff="monospace" tabIndex={tabIndex}>
              <bdi>{id}</bdi>
            </Anchor>
          ) : (
            <bdi>{e.sourceId}</bdi>
          );
        },
      },
      { id: 'availableOn', header: t('entries.availableOn'), width: 140, priority: 1, card: 'when', cell: (e) => <bdi>{day(e.availableOn.slice(0, 10))}</bdi> },
    ],
    [t, day],
  );
  return (
    <ListFrame
      list={list}
      columns={columns}
      rows={query.data?.entries ?? []}
      total={query.data?.total ?? 0}
      getRowId={(e) => e.id}
      label={t('entries.label')}
      {...queryState(query)}
      empty={{ title: t('entries.emptyTitle'), icon: <IconListDetails size={36} aria-hidden /> }}
      userId={user?.id ?? null}
      headingOrder={3}
    />
  );
}
