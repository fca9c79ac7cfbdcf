import { Button, Group, Textarea } from '@mantine/core';
import { IconArrowBackUp, IconBan, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { usePermission } from '@/features/permissions';
import { TRANSFERS_APPROVE, TRANSFERS_WRITE } from '@/lib/contract/money-permissions';
import { REJECT_REASON_MAX } from '@/lib/contract/wallet';
import type { MessageCatalogue } from '@/lib/forms';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { notify, tx } from '@/lib/notify';
import { useApproveTransferMutation, useCancelTransferMutation, useRejectTransferMutation, useReverseTransferMutation, type Transfer } from '../api/wallet-api';

type Decision = 'approve' | 'reject' | 'cancel' | 'reverse';

const decisionCodes: MessageCatalogue = {
  forbidden: 'wallet:errors.forbidden',
  'not-found': 'wallet:errors.notFound',
  'own-transfer': 'wallet:errors.ownTransfer',
  'transfer-not-awaiting-approval': 'wallet:errors.notAwaiting',
  'transfer-not-cancellable': 'wallet:errors.notCancellable',
  'transfer-not-reversible': 'wallet:errors.notReversible',
};

/**
 * Approve and reject (awaiting someone else's approval), cancel (not yet sent) and reverse (paid,
 * within 30 days), each shown only when the server says this caller may and the user holds the right.
 * Approving asks for a fresh second factor first (the server's step-up window, in its own dialog).
 */
export function TransferDecisions({ transfer }: { transfer: Transfer }) {
  const { t, i18n } = useTranslation(['wallet', 'errors']);
  const mayApprove = usePermission(TRANSFERS_APPROVE);
  const mayWrite = usePermission(TRANSFERS_WRITE);
  const [opened, setOpened] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [approve] = useApproveTransferMutation();
  const [reject] = useRejectTransferMutation();
  const [cancel] = useCancelTransferMutation();
  const [reverse] = useReverseTransferMutation();
  const amount = formatMoney(transfer.amount, transfer.currency, intlLocale(i18n.language));
  const can: Record<Decision, boolean> = {
    approve: transfer.approvable && mayApprove,
    reject: transfer.approvable && mayApprove,
    cancel: transfer.cancellable && (mayWrite || mayApprove),
    reverse: transfer.reversible && mayApprove,
  };
  const close = () => setOpened(null);
  const run = (decision: Decision, call: () => Promise<unknown>) => async () => {
    await call();
    notify({ color: 'teal', title: tx(`wallet:${decision}.done`), message: amount });
    close();
  };
  const calls: Record<Decision, () => Promise<unknown>> = {
    approve: () => approve(transfer.id).unwrap(),
    reject: () => reject({ id: transfer.id, reason: reason.trim() }).unwrap(),
    cancel: () => cancel(transfer.id).unwrap(),
    reverse: () => reverse(transfer.id).unwrap(),
  };
  const icons: Record<Decision, React.ReactNode> = {
    approve: <IconCheck size={16} aria-hidden />,
    reject: <IconX size={16} aria-hidden />,
    cancel: <IconBan size={16} aria-hidden />,
    reverse: <IconArrowBackUp size={16} aria-hidden />,
  };
  const shown = (Object.keys(can) as Decision[]).filter((decision) => can[decision]);
  if (shown.length === 0 && opened === null) return null;

  return (
    <>
      <Group gap="sm" role="group" aria-label={t('details.actions')}>
        {shown.map((decision) => (
          <Button
            key={decision}
            variant={decision === 'approve' ? 'filled' : 'default'}
            leftSection={icons[decision]}
            onClick={() => {
              setReason('');
              setOpened(decision);
            }}
          >
            {t(`${decision}.button`)}
          </Button>
        ))}
      </Group>
      {opened && (
        <ConfirmDialog
          opened
          title={t(`${opened}.title`)}
          closeLabel={t('send.closeDialog')}
          question={t(`${opened}.question`, { amount })}
          cancelLabel={t('send.back')}
          confirmLabel={t(`${opened}.confirm`, { amount })}
          danger={opened !== 'approve'}
          focus="none"
          onConfirm={run(opened, calls[opened])}
          failureCodes={decisionCodes}
          onClose={close}
        >
          {opened === 'reject' && (
            <Textarea
              label={t('reject.reason')}
              rows={3}
              maxLength={REJECT_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
