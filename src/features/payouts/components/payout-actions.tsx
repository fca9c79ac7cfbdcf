import { Button, Group } from '@mantine/core';
import { IconCheck, IconX, IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/features/permissions';
import { PAYOUTS_APPROVE, PAYOUTS_WRITE } from '@/lib/contract/money-permissions';
import type { Payout } from '../api/payouts-api';
import { ApproveDialog } from './approve-dialog';
import { CancelDialog } from './cancel-dialog';
import { RejectDialog } from './reject-dialog';

type Decision = 'approve' | 'reject' | 'cancel';

/**
 * Approve and reject (a payout awaiting someone else's approval) and cancel (not yet sent), each shown
 * only when the server says this caller may (`approvable`, `cancellable`: the requester never sees
 * Approve on their own payout) and the user holds the right here.
 */
export function PayoutActions({ payout }: { payout: Payout }) {
  const { t } = useTranslation('payouts');
  const mayApprove = usePermission(PAYOUTS_APPROVE);
  const mayWrite = usePermission(PAYOUTS_WRITE);
  const [opened, setOpened] = useState<Decision | null>(null);
  const approvable = payout.approvable && mayApprove;
  const cancellable = payout.cancellable && (mayWrite || mayApprove);
  const close = () => setOpened(null);
  if (!approvable && !cancellable && opened === null) return null;

  return (
    <>
      <Group gap="sm" role="group" aria-label={t('details.actions')}>
        {approvable && (
          <>
            <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setOpened('approve')}>
              {t('approve.button')}
            </Button>
            <Button variant="default" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => setOpened('reject')}>
              {t('reject.button')}
            </Button>
          </>
        )}
        {cancellable && (
          <Button variant="default" leftSection={<IconBan size={16} aria-hidden />} onClick={() => setOpened('cancel')}>
            {t('cancel.button')}
          </Button>
        )}
      </Group>
      <ApproveDialog payout={payout} opened={opened === 'approve'} onClose={close} />
      <RejectDialog payout={payout} opened={opened === 'reject'} onClose={close} />
      <CancelDialog payout={payout} opened={opened === 'cancel'} onClose={close} />
    </>
  );
}
