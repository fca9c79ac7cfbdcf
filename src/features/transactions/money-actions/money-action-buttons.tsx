import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/features/permissions';
import { CHARGE_PERMISSION, REFUND_PERMISSION } from '../model/permissions';
import { moneyActionKinds, moneyActions, type MoneyActionKind, type MoneyTarget } from './money-action';
import { MoneyActionDialog } from './money-action-dialog';

const icons: Record<MoneyActionKind, ReactNode> = {
  refund: <IconArrowBackUp size={16} aria-hidden />,
  capture: <IconCircleCheck size={16} aria-hidden />,
  cancel: <IconCircleX size={16} aria-hidden />,
};

/**
 * Refund, capture and cancel of a transaction: each shown only when the server says it is possible
 * now (`refundable`, `capturable`, `cancellable` > 0) and the user holds its permission.
 */
export function MoneyActionButtons({ transaction }: { transaction: MoneyTarget }) {
  const { t } = useTranslation('transactionDetails');
  const mayRefund = usePermission(REFUND_PERMISSION);
  const mayCharge = usePermission(CHARGE_PERMISSION);
  const allowed: Record<MoneyActionKind, boolean> = { refund: mayRefund, capture: mayCharge, cancel: mayCharge };
  const [opened, setOpened] = useState<MoneyActionKind | null>(null);
  const permitted = moneyActionKinds.filter((kind) => allowed[kind]);
  const possible = permitted.filter((kind) => moneyActions[kind].remaining(transaction) > 0);

  return (
    <>
      {possible.length > 0 && (
        <Group gap="sm" role="group" aria-label={t('money.actions')}>
          {possible.map((kind) => (
            <Button key={kind} variant={kind === 'capture' ? 'filled' : 'default'} leftSection={icons[kind]} onClick={() => setOpened(kind)}>
              {t(`${kind}.button`)}
            </Button>
          ))}
        </Group>
      )}
      {/* Mounted for every permitted action: an unknown outcome outlives the button that started it. */}
      {permitted.map((kind) => (
        <MoneyActionDialog key={kind} kind={kind} transaction={transaction} opened={opened === kind} onClose={() => setOpened(null)} />
      ))}
    </>
  );
}
