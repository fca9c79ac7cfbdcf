import { Button, Group, Stack } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IntentNotice, targetKey, useTargetIntent } from '@/features/intents';
import { usePageAction } from '@/features/palette';
import { usePermission } from '@/features/permissions';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { moneyActionKinds, moneyActions, type MoneyActionKind, type MoneyTarget } from './money-action';
import { MoneyActionDialog } from './money-action-dialog';
import { CHARGE_PERMISSION, REFUND_PERMISSION } from '@/config/permissions';

const icons: Record<MoneyActionKind, ReactNode> = {
  refund: <IconArrowBackUp size={16} aria-hidden />,
  capture: <IconCircleCheck size={16} aria-hidden />,
  cancel: <IconCircleX size={16} aria-hidden />,
};

const isKind = (kind: string): kind is MoneyActionKind => (moneyActionKinds as readonly string[]).includes(kind);

/**
 * Refund, capture and cancel of a transaction: each shown only when the server says it is possible
 * now (`refundable`, `capturable`, `cancellable` > 0) and the user holds its permission. While an
 * intent on this transaction is open (here, before a reload, in another tab) it is shown instead, and
 * nothing new is offered.
 */
export function MoneyActionButtons({ transaction }: { transaction: MoneyTarget }) {
  const { t, i18n } = useTranslation('transactionDetails');
  const mayRefund = usePermission(REFUND_PERMISSION);
  const mayCharge = usePermission(CHARGE_PERMISSION);
  const allowed: Record<MoneyActionKind, boolean> = { refund: mayRefund, capture: mayCharge, cancel: mayCharge };
  const [opened, setOpened] = useState<MoneyActionKind | null>(null);
  const { intent, unsettled, checkAgain, forget } = useTargetIntent(targetKey('transaction', transaction.id));
  const permitted = moneyActionKinds.filter((kind) => allowed[kind]);
  const possible = unsettled ? [] : permitted.filter((kind) => moneyActions[kind].remaining(transaction) > 0);
  // Settled intents are announced by their open dialog; one that settled with no dialog open is shown here.
  // The command palette's "Refund this payment" opens this same dialog.
  usePageAction('refund', possible.includes('refund') ? () => setOpened('refund') : null);
  const shown = intent && isKind(intent.summary.kind) && (unsettled || opened === null) ? intent : undefined;

  return (
    <Stack gap="sm">
      {shown && (
        <IntentNotice
          intent={shown}
          description={t(`${shown.summary.kind as MoneyActionKind}.intent`, {
            amount: formatMoney(shown.summary.amount ?? 0, shown.summary.currency ?? transaction.currency, intlLocale(i18n.language)),
          })}
          onCheckAgain={checkAgain}
          onDismiss={forget}
        />
      )}
      {possible.length > 0 && (
        <Group gap="sm" role="group" aria-label={t('money.actions')}>
          {possible.map((kind) => (
            <Button key={kind} variant={kind === 'capture' ? 'filled' : 'default'} leftSection={icons[kind]} onClick={() => setOpened(kind)}>
              {t(`${kind}.button`)}
            </Button>
          ))}
        </Group>
      )}
      {permitted.map((kind) => (
        <MoneyActionDialog key={kind} kind={kind} transaction={transaction} opened={opened === kind} onClose={() => setOpened(null)} />
      ))}
    </Stack>
  );
}
