import { Badge, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import type { ExportColumn } from '@/lib/contract/transaction-exports';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useFormatDateTime } from '@/features/preferences';
import { useTransactionLabels } from '../model/labels';
import type { Transaction } from '../model/transaction';
import { signedAmount } from './signed-amount';

/** Column ids; each is also the export's column name. */
export type TransactionColumnId = ExportColumn;

export const defaultColumns: readonly TransactionColumnId[] = ['createdAt', 'amount', 'status', 'type', 'customer', 'paymentMethod', 'referenceId'];
export const optionalColumns: readonly TransactionColumnId[] = ['settledAt', 'fee', 'riskScore', 'card', 'project', 'id', 'country', 'requestedBy', 'reason'];
export const allColumns: readonly TransactionColumnId[] = [...defaultColumns, ...optionalColumns];

const Mono = ({ children }: { children: string }) => (
  <Text span size="sm" ff="monospace" dir="ltr">
    {children}
  </Text>
);

/** The transactions table's columns: the defaults first, then the optional ones (hidden at first). */
export function useTransactionColumns(projectName: (id: string | null) => string): ListColumn<Transaction>[] {
  const { t, i18n } = useTranslation('transactions');
  const labels = useTransactionLabels();
  const formatDate = useFormatDateTime();
  const locale = intlLocale(i18n.language);

  return useMemo(() => {
    const money = (minor: number, currency: string) => (
      <Text span size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
        <bdi>{formatMoney(minor, currency, locale)}</bdi>
      </Text>
    );
    const columns: Record<TransactionColumnId, Omit<ListColumn<Transaction>, 'id' | 'header'>> = {
      createdAt: { width: 160, cell: (row) => <bdi>{formatDate(row.createdAt)}</bdi> },
      amount: { width: 140, align: 'end', hideable: false, rowHeader: true, cell: (row) => money(signedAmount(row), row.currency) },
      status: { width: 150, cell: (row) => <Badge variant="light" color={labels.statusColor(row.status)}>{labels.statusBadge(row.status)}</Badge> },
      type: { width: 200, cell: (row) => labels.type(row.type) },
      customer: {
        width: 200,
        grow: 1.5,
        cell: (row) => (
          <Stack gap={0} miw={0}>
            <Text size="sm" truncate="end">{row.customer.name}</Text>
            <Text size="xs" c="dimmed" truncate="end" dir="ltr">{row.customer.email}</Text>
          </Stack>
        ),
      },
      paymentMethod: { width: 140, cell: (row) => labels.method(row.paymentMethod) },
      referenceId: { width: 140, cell: (row) => <Mono>{row.referenceId}</Mono> },
      settledAt: { width: 160, cell: (row) => (row.settledAt ? <bdi>{formatDate(row.settledAt)}</bdi> : <Text span c="dimmed">—</Text>) },
      fee: { width: 110, align: 'end', cell: (row) => money(row.fee, row.currency) },
      riskScore: { width: 100, align: 'end', cell: (row) => <Text span size="sm" c={row.riskScore > 70 ? 'red' : undefined}>{row.riskScore}</Text> },
      card: {
        width: 150,
        cell: (row) => (row.card ? <bdi>{`${labels.brand(row.card.brand)} •••• ${row.card.last4}`}</bdi> : <Text span c="dimmed">—</Text>),
      },
      project: { width: 160, cell: (row) => <Text size="sm" truncate="end">{projectName(row.projectId)}</Text> },
      id: { width: 200, cell: (row) => <Mono>{row.id}</Mono> },
      country: { width: 90, cell: (row) => row.country ?? '—' },
      requestedBy: { width: 180, cell: (row) => (row.requestedBy ? <Text size="sm" truncate="end"><bdi>{row.requestedBy.name || row.requestedBy.email}</bdi></Text> : <Text span c="dimmed">—</Text>) },
      reason: { width: 200, cell: (row) => (row.reason ? <Text size="sm" truncate="end"><bdi>{row.reason}</bdi></Text> : <Text span c="dimmed">—</Text>) },
    };
    return allColumns.map((id) => ({ id, header: t(`columns.${id}`), defaultHidden: optionalColumns.includes(id), ...columns[id] }));
  }, [t, labels, formatDate, locale, projectName]);
}
