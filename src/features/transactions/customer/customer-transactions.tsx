import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionTable, sectionState } from '@/components/details-section';
import { TRANSACTIONS_LIST, transactionHref } from '@/config/paths';
import { useLocaleFormat } from '@/lib/format';
import { useListTransactionsQuery } from '../list/transactions-api';
import { useTransactionLabels } from '../model/labels';

const SHOWN = 10;

export interface CustomerTransactionsProps {
  /** The selected workspace (the list's scope). */
  resourceId: string;
  /** The customer's project: a customer is one e-mail in one project. */
  projectId: string;
  email: string;
}

/** A customer's latest payments, refunds and chargebacks (their e-mail in their project), each a link, and the way to all of them. */
export function CustomerTransactions({ resourceId, projectId, email }: CustomerTransactionsProps) {
  const { t } = useTranslation('transactions');
  const labels = useTransactionLabels();
  const format = useLocaleFormat();
  const query = useListTransactionsQuery({
    resourceId,
    filter: [
      { field: 'customerEmail', operator: 'eq', value: email },
      { field: 'projectId', operator: 'in', value: [projectId] },
    ],
    sort: '-createdAt',
    search: '',
    page: 1,
    pageSize: SHOWN,
  });
  const rows = query.currentData?.rows ?? [];
  const total = query.currentData?.total ?? 0;
  const all = `${TRANSACTIONS_LIST}?${new URLSearchParams({ email }).toString()}`;

  return (
    <SectionTable
      title={t('customer.title')}
      actions={
        total > 0 && (
          <Anchor component={Link} to={all} size="sm">
            {t('customer.all', { total: format.number(total) })}
          </Anchor>
        )
      }
      state={sectionState(query, rows.length)}
      messages={{ failed: t('customer.failed'), loading: t('customer.loading'), empty: t('customer.empty') }}
      columns={[{ label: t('columns.createdAt') }, { label: t('columns.amount'), align: 'end' }, { label: t('columns.status') }, { label: t('columns.type') }]}
      minWidth={480}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Th scope="row" fw={400}>
            <Anchor component={Link} to={transactionHref(row.id)} size="sm">
              <bdi>{format.dateTime(row.createdAt)}</bdi>
            </Anchor>
          </Table.Th>
          <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <bdi>{format.money(row.amount, row.currency)}</bdi>
          </Table.Td>
          <Table.Td>
            <Badge color={labels.statusColor(row.status)} variant="light" tt="none">
              {labels.statusBadge(row.status)}
            </Badge>
          </Table.Td>
          <Table.Td>{labels.type(row.type)}</Table.Td>
        </Table.Tr>
      ))}
    </SectionTable>
  );
}
