import { Badge, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout, type ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { Statement } from '../api/statements-api';
import { LedgerMark } from './ledger-mark';

/** The month, named in the user's pattern, marked while it is still running. */
export function StatementMonth({ statement, wrap = false }: { statement: Pick<Statement, 'month' | 'monthToDate'>; wrap?: boolean }) {
  const { t } = useTranslation('statements');
  const { month } = useLocaleFormat();
  return (
    <Group gap="xs" wrap={wrap ? 'wrap' : 'nowrap'} component="span">
      <bdi style={{ whiteSpace: 'nowrap' }}>{month(statement.month)}</bdi>
      {statement.monthToDate && (
        <Badge size="sm" variant="light" color="blue" component="span" style={{ flexShrink: 0 }}>
          {t('monthToDate')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The list's columns (about 1,000 px): the month is the row's key and links to the statement. Narrower,
 * the currency goes first (the amounts carry it), the ledger check last; a phone card shows month,
 * ledger check, account and closing balance.
 */
export function useStatementColumns(): ListColumn<Statement>[] {
  const { t } = useTranslation('statements');
  const { money, number } = useLocaleFormat();
  // A phone card has no column headers: it says "Matches the ledger" in full, and its month may wrap its mark.
  const phone = usePhoneLayout();
  return useMemo(
    () => [
      {
        id: 'month',
        header: t('list.columns.month'),
        rowHeader: true,
        hideable: false,
        width: 195,
        card: 'title',
        cell: (s) => <StatementMonth statement={s} wrap={phone} />,
      },
      { id: 'kind', header: t('list.columns.account'), width: 170, priority: 2, card: 'who', cell: (s) => t(`kind.${s.kind}`) },
      { id: 'currency', header: t('list.columns.currency'), width: 90, priority: 5, cell: (s) => <bdi>{s.currency}</bdi> },
      {
        id: 'opening',
        header: t('list.columns.opening'),
        width: 150,
        priority: 4,
        align: 'end',
        cell: (s) => <bdi>{money(s.openingBalance, s.currency)}</bdi>,
      },
      {
        id: 'closing',
        header: t('list.columns.closing'),
        width: 140,
        align: 'end',
        card: 'amount',
        cell: (s) => <bdi>{money(s.closingBalance, s.currency)}</bdi>,
      },
      { id: 'entries', header: t('list.columns.entries'), width: 90, priority: 3, align: 'end', cell: (s) => <bdi>{number(s.entryCount)}</bdi> },
      {
        id: 'ledger',
        header: t('list.columns.ledger'),
        width: 140,
        priority: 1,
        card: 'status',
        cell: (s) => <LedgerMark matches={s.matchesLedger} short={!phone} />,
      },
    ],
    [t, money, number, phone],
  );
}
