import { Anchor, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFrame, queryState, useListParams, type ListColumn, type ListDefinition } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { useLocaleFormat } from '@/lib/format';
import { useAppSelector } from '@/lib/store';
import { useListMonthlyStatementEntriesQuery, type Statement, type StatementEntry } from '../api/statements-api';
import { entryHref } from '../model/entry-href';

/** Its own URL parameters (`entries.page`), beside the page's. */
const definition: ListDefinition = {
  id: 'statement-entries',
  paramPrefix: 'entries.',
  pageSize: 50,
  sortable: ['date', 'amount', 'type'],
  defaultSort: { id: 'date', desc: false },
};

/** The statement's lines in booking order, each with the balance after it. Narrower, the description goes first, the type last. */
export function StatementEntries({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation(['statements', 'balances', 'wallet']);
  const user = useAppSelector(selectCurrentUser);
  const { money, dateTime } = useLocaleFormat();
  const list = useListParams(definition);
  const { params } = list;
  const query = useListMonthlyStatementEntriesQuery({ id: statement.id, page: params.page, pageSize: params.pageSize, sort: params.sort });
  const columns = useMemo<ListColumn<StatementEntry>[]>(() => {
    const typeLabel = (type: string) => {
      const key = [`balances:entryType.${type}`, `wallet:entryType.${type}`].find((k) => i18n.exists(k));
      return key ? t(key) : <bdi>{type}</bdi>;
    };
    return [
      { id: 'date', header: t('entries.date'), rowHeader: true, hideable: false, width: 150, card: 'when', cell: (e) => <bdi>{dateTime(e.date)}</bdi> },
      { id: 'type', header: t('entries.type'), width: 130, priority: 1, card: 'title', cell: (e) => typeLabel(e.type) },
      {
        id: 'reference',
        header: t('entries.reference'),
        width: 200,
        priority: 2,
        card: 'who',
        cell: (e, { tabIndex }) => {
          const href = entryHref(e);
          return href ? (
            <Anchor component={Link} to={href} size="sm" ff="monospace" tabIndex={tabIndex}>
              <bdi>{e.reference}</bdi>
            </Anchor>
          ) : (
            <Text span size="sm" ff="monospace">
              <bdi>{e.reference}</bdi>
            </Text>
          );
        },
      },
      {
        id: 'description',
        header: t('entries.description'),
        width: 200,
        priority: 4,
        cell: (e) =>
          e.description ? (
            <Text span size="sm" truncate="end" title={e.description}>
              <bdi>{e.description}</bdi>
            </Text>
          ) : (
            '—'
          ),
      },
      { id: 'amount', header: t('entries.amount'), width: 130, align: 'end', card: 'amount', cell: (e) => <bdi>{money(e.amount, e.currency)}</bdi> },
      {
        id: 'balanceAfter',
        header: t('entries.balanceAfter'),
        width: 140,
        priority: 3,
        align: 'end',
        cell: (e) => <bdi>{money(e.balanceAfter, e.currency)}</bdi>,
      },
    ];
  }, [t, i18n, money, dateTime]);
  return (
    <ListFrame
      list={list}
      columns={columns}
      rows={query.data?.entries ?? []}
      total={query.data?.total ?? 0}
      getRowId={(e) => e.id}
      label={t('entries.label')}
      {...queryState(query)}
      empty={{ title: t('entries.emptyTitle'), text: t('entries.emptyText'), icon: <IconListDetails size={36} aria-hidden /> }}
      userId={user?.id ?? null}
      headingOrder={3}
    />
  );
}
