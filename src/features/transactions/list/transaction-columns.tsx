import { Badge, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import type { ExportColumn } from '@/lib/contract/transaction-exports';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useLocaleFormat } from '@/lib/format';
import { useTransactionLabels } from '../model/labels';
import type { Transaction } from '../model/transaction';
import { riskColor } from '../details/risk';
import { signedAmount } from './signed-amount';

/** Column ids; each is also the export's column name. */
export type TransactionColumnId = ExportColumn;

export const defaultColumns: readonly TransactionColumnId[] = ['createdAt', 'amount', 'status', 'type', 'customer', 'paymentMethod', 'referenceId'];
export const optionalColumns: readonly TransactionColumnId[] = ['settledAt', 'fee', 'riskScore', 'card', 'project', 'id', 'country', 'requestedBy', 'reason'];
export const allColumns: readonly TransactionColumnId[] = [...defaultColumns, ...optionalColumns];

/** The table's order: the amount (the key, linking to the details) first, then what tells payments apart. */
const tableOrder: readonly TransactionColumnId[] = [
  'amount',
  'status',
  'createdAt',
  'customer',
  'type',
  'referenceId',
  'paymentMethod',
  'id',
  'settledAt',
  'fee',
  'card',
  'riskScore',
  'project',
  'country',
  'requestedBy',
  'reason',
];

const Mono = ({ children }: { children: string }) => (
  <Text span size="sm" ff="monospace" dir="ltr">
    {children}
  </Text>
);

/**
 * The transactions table's columns: the defaults (about 1,050 px: they fit beside the open sidebar at
 * 1440 px; narrower, they give way by priority), then the optional ones (hidden at first). On phones a
 * card shows the amount, status, customer and date.
 */
export function useTransactionColumns(projectName: (id: string | null) => string): ListColumn<Transaction>[] {
  const { t, i18n } = useTranslation('transactions');
  const labels = useTransactionLabels();
  const formatDate = useLocaleFormat().dateTime;
  const locale = intlLocale(i18n.language);

  return useMemo(() => {
    const money = (minor: number, currency: string) => (
      <Text span size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
        <bdi>{formatMoney(minor, currency, locale)}</bdi>
      </Text>
    );
    const columns: Record<TransactionColumnId, Omit<ListColumn<Transaction>, 'id' | 'header'>> = {
      createdAt: { width: 150, priority: 2, card: 'when', cell: (row) => <bdi>{formatDate(row.createdAt)}</bdi> },
      amount: { width: 130, align: 'end', hideable: false, rowHeader: true, card: 'title', cell: (row) => money(signedAmount(row), row.currency) },
      status: {
        width: 150,
        priority: 1,
        card: 'status',
        cell: (row) => (
          <Badge variant="light" color={labels.statusColor(row.status)}>
            {labels.statusBadge(row.status)}
          </Badge>
        ),
      },
      type: { width: 160, priority: 5, cell: (row) => labels.type(row.type) },
      customer: {
        width: 180,
        grow: 1.5,
        priority: 3,
        card: 'who',
        cell: (row) => (
          <Stack gap={0} miw={0}>
            <Text size="sm" truncate="end">
              {row.customer.name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end" dir="ltr">
              {row.customer.email}
            </Text>
          </Stack>
        ),
      },
      paymentMethod: { width: 140, priority: 6, cell: (row) => labels.method(row.paymentMethod) },
      referenceId: { width: 130, priority: 4, cell: (row) => <Mono>{row.referenceId}</Mono> },
      settledAt: {
        width: 160,
        cell: (row) =>
          row.settledAt ? (
            <bdi>{formatDate(row.settledAt)}</bdi>
          ) : (
            <Text span c="dimmed">
              —
            </Text>
          ),
      },
      fee: { width: 110, align: 'end', cell: (row) => money(row.fee, row.currency) },
      riskScore: {
        width: 100,
        align: 'end',
        cell: (row) => (
          <Badge variant="light" color={riskColor[row.riskLevel]} tt="none" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('risk.scoreLevel', { score: row.riskScore, level: t(`risk.${row.riskLevel}`) })}
          </Badge>
        ),
      },
      card: {
        width: 150,
        cell: (row) =>
          row.card ? (
            <bdi>{`${labels.brand(row.card.brand)} •••• ${row.card.last4}`}</bdi>
          ) : (
            <Text span c="dimmed">
              —
            </Text>
          ),
      },
      project: {
        width: 160,
        cell: (row) => (
          <Text size="sm" truncate="end">
            {projectName(row.projectId)}
          </Text>
        ),
      },
      id: { width: 200, cell: (row) => <Mono>{row.id}</Mono> },
      country: { width: 90, cell: (row) => row.country ?? '—' },
      requestedBy: {
        width: 180,
        cell: (row) =>
          row.requestedBy ? (
            <Text size="sm" truncate="end">
              <bdi>{row.requestedBy.name || row.requestedBy.email}</bdi>
            </Text>
          ) : (
            <Text span c="dimmed">
              —
            </Text>
          ),
      },
      reason: {
        width: 200,
        cell: (row) =>
          row.reason ? (
            <Text size="sm" truncate="end">
              <bdi>{row.reason}</bdi>
            </Text>
          ) : (
            <Text span c="dimmed">
              —
            </Text>
          ),
      },
    };
    return tableOrder.map((id) => ({ id, header: t(`columns.${id}`), defaultHidden: optionalColumns.includes(id), ...columns[id] }));
  }, [t, labels, formatDate, locale, projectName]);
}
