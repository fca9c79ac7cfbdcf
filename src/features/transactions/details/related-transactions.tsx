import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTransactionLabels } from '../model/labels';
import type { Transaction } from '../model/transaction';
import { DetailsSection } from '@/components/details-section';
import { byRelation, relationOf } from './relation';
import { useLocaleFormat } from '@/lib/format';
import { transactionHref } from '@/config/paths';

/** The parent and the children (refunds, captures, cancels, chargebacks), each a link with its amount and status. */
export function RelatedTransactions({ transaction, related }: { transaction: Transaction; related: Transaction[] }) {
  const { t } = useTranslation('transactionDetails');
  const labels = useTransactionLabels();
  const format = useLocaleFormat();
  const rows = related.map((row) => ({ ...row, relation: relationOf(row, transaction) })).sort(byRelation);

  return (
    <DetailsSection title={t('sections.related')}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('related.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('related.columns.relation')}</Table.Th>
                <Table.Th>{t('related.columns.id')}</Table.Th>
                <Table.Th ta="end">{t('related.columns.amount')}</Table.Th>
                <Table.Th>{t('related.columns.status')}</Table.Th>
                <Table.Th>{t('related.columns.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{t(`related.relation.${row.relation}`)}</Table.Td>
                  <Table.Th scope="row" fw={400}>
                    <Anchor component={Link} to={transactionHref(row.id)} ff="monospace" size="sm" dir="ltr">
                      {row.id}
                    </Anchor>
                  </Table.Th>
                  <Table.Td ta="end">
                    <bdi>{format.money(row.amount, row.currency)}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={labels.statusColor(row.status)} variant="light" tt="none">
                      {labels.statusBadge(row.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{format.dateTime(row.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </DetailsSection>
  );
}
