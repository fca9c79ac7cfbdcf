import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionTable, sectionState } from '@/components/details-section';
import { disputeHref } from '@/config/paths';
import { useNow } from '@/lib/dates';
import { useLocaleFormat } from '@/lib/format';
import { useListDisputesQuery } from '../api/list-disputes';
import { DeadlineText } from '../components/deadline-text';
import { useDisputeLabels } from '../model/labels';

/** A customer's disputes are few: the first page holds them all. */
const SHOWN = 50;

export interface CustomerDisputesProps {
  resourceId: string;
  projectId: string;
  email: string;
}

/** The disputes of a customer's payments (their e-mail in their project), newest first, each a link with its deadline. */
export function CustomerDisputes({ resourceId, projectId, email }: CustomerDisputesProps) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const format = useLocaleFormat();
  const now = useNow();
  const query = useListDisputesQuery({
    resourceId,
    filters: [
      { field: 'customerEmail', operator: 'eq', value: email },
      { field: 'projectId', operator: 'eq', value: projectId },
    ],
    sort: '-openedAt',
    page: 1,
    pageSize: SHOWN,
  });
  const rows = query.currentData?.rows ?? [];

  return (
    <SectionTable
      title={t('customer.title')}
      state={sectionState(query, rows.length)}
      messages={{ failed: t('customer.failed'), loading: t('customer.loading'), empty: t('customer.empty') }}
      columns={[
        { label: t('columns.opened') },
        { label: t('columns.amount'), align: 'end' },
        { label: t('columns.status') },
        { label: t('columns.deadline') },
        { label: t('columns.reason') },
      ]}
      minWidth={560}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Th scope="row" fw={400}>
            <Anchor component={Link} to={disputeHref(row.id)} size="sm">
              <bdi>{format.dateTime(row.openedAt)}</bdi>
            </Anchor>
          </Table.Th>
          <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <bdi>{format.money(row.amount, row.currency)}</bdi>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={labels.statusColor(row.status)} tt="none">
              {labels.status(row.status)}
            </Badge>
          </Table.Td>
          <Table.Td>
            <DeadlineText deadlineAt={row.deadlineAt} status={row.status} now={now} />
          </Table.Td>
          <Table.Td>{labels.reasonTitle(row.scheme, row.reasonCode)}</Table.Td>
        </Table.Tr>
      ))}
    </SectionTable>
  );
}
