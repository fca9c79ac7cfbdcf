import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/format';
import type { Statement } from '../api/statements-api';

/**
 * The check a reader would make by hand, stated plainly: the statement's closing balance against the
 * ledger's own balance at the same moment (the month's end, or now for the month to date).
 */
export function LedgerCheck({ statement }: { statement: Statement }) {
  const { t } = useTranslation('statements');
  const { money, dateTime } = useLocaleFormat();
  const at = statement.monthToDate ? statement.periodTo : new Date(Date.parse(statement.periodTo) - 1).toISOString();
  const values = {
    ledger: money(statement.ledgerBalanceAtClose, statement.currency),
    closing: money(statement.closingBalance, statement.currency),
    at: dateTime(at),
  };
  const components = { b: <bdi /> };
  return statement.matchesLedger ? (
    <Alert color="teal" variant="light" role="status" title={t('ledger.matchesTitle')} icon={<IconCircleCheck size={18} aria-hidden />}>
      <Trans t={t} i18nKey="ledger.matchesText" values={values} components={components} />
    </Alert>
  ) : (
    <Alert color="red" variant="light" role="alert" title={t('ledger.differsTitle')} icon={<IconAlertTriangle size={18} aria-hidden />}>
      <Trans t={t} i18nKey="ledger.differsText" values={values} components={components} />
    </Alert>
  );
}
