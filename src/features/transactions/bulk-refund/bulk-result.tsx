import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleFormat } from '@/lib/format';
import type { BulkResult, BulkResultRow } from './bulk-refund-api';
import { OutcomeBadge } from './outcome-badge';
import { useBulkFormat } from './use-bulk-format';
import { transactionHref } from '@/config/paths';

const knownReasons = new Set(['unknown-id', 'other-project', 'duplicate', 'already-refunded', 'not-refundable', 'amount-exceeds-refundable', 'forbidden']);

const idLink = (id: string) => (
  <Anchor component={Link} to={transactionHref(id)} ff="monospace" size="sm" dir="ltr" style={{ wordBreak: 'break-all' }}>
    {id}
  </Anchor>
);

/** What happened to each line of a bulk refund: refunded (with its refund), skipped or refused, and why. */
export function BulkResultView({ result }: { result: BulkResult }) {
  const { t } = useTranslation('transactionDetails');
  const format = useBulkFormat();
  const dateTime = useLocaleFormat().dateTime;
  const count = (outcome: BulkResultRow['outcome']) => result.rows.filter((row) => row.outcome === outcome).length;
  const reason = (row: BulkResultRow) => (row.code ? t(`bulk.reason.${knownReasons.has(row.code) ? row.code : 'other'}`) : null);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="bulk-result-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="bulk-result-title">
          {t('bulk.resultTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('bulk.resultMeta', { date: dateTime(result.createdAt), project: format.projectName(result.projectId) })}
        </Text>
        <Text fw={600} role="status">
          {t('bulk.resultSummary', { refunded: count('refunded'), skipped: count('skipped'), refused: count('refused') })}
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" striped aria-labelledby="bulk-result-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>{t('bulk.columns.position')}</Table.Th>
                <Table.Th>{t('bulk.columns.id')}</Table.Th>
                <Table.Th>{t('bulk.columns.result')}</Table.Th>
                <Table.Th>{t('bulk.columns.refund')}</Table.Th>
                <Table.Th ta="end">{t('bulk.columns.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.rows.map((row) => (
                <Table.Tr key={row.position}>
                  <Table.Td>{row.position}</Table.Td>
                  <Table.Th scope="row" fw={400}>
                    {row.outcome === 'skipped' && row.code === 'unknown-id' ? (
                      <Text span size="sm" ff="monospace" dir="ltr">
                        {row.transactionId}
                      </Text>
                    ) : (
                      idLink(row.transactionId)
                    )}
                  </Table.Th>
                  <Table.Td>
                    <OutcomeBadge outcome={row.outcome}>{[t(`bulk.result.${row.outcome}`), reason(row)].filter(Boolean).join(': ')}</OutcomeBadge>
                  </Table.Td>
                  <Table.Td>{row.refundId ? idLink(row.refundId) : null}</Table.Td>
                  <Table.Td ta="end">
                    {row.outcome === 'refunded' && row.amount !== null && row.currency ? <bdi>{format.money(row.amount, row.currency)}</bdi> : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
