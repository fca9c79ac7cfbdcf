import { NativeSelect, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { STAFF_REASON_MAX, STAFF_REASON_MIN, type StaffChange } from '@/lib/contract/staff';
import { notify, tx } from '@/lib/notify';
import { useChangeStaffUserMutation, type StaffUserFull } from '../api/staff-api';

/** How long a suspension lasts, in days: the choices offered (the server allows up to 90). */
const SUSPENSION_DAYS = ['1', '7', '30', '90'] as const;
const DAY = 86_400_000;

/** The server's refusals in words: each stays in the dialog with what was typed. */
const failureCodes = {
  'already-blocked': 'staff:errors.alreadyBlocked',
  'not-blocked': 'staff:errors.notBlocked',
  'no-second-factor': 'staff:errors.noSecondFactor',
  'no-sessions': 'staff:errors.noSessions',
  'own-account': 'staff:errors.ownAccount',
  'inviter-gone': 'staff:errors.inviterGone',
  'not-in-future': 'staff:errors.notInFuture',
  'too-long': 'staff:errors.tooLong',
  'not-found': 'staff:errors.notFound',
  forbidden: 'staff:errors.forbidden',
};

export interface PendingChange {
  change: StaffChange;
  /** For a resend: the invitation and where it is for. */
  invitation?: { id: string; workspace: string };
}

/** One change to a user's account: what it does, the reason it must give, and for a suspension until when. */
export function ChangeDialog({ user, pending, onClose }: { user: StaffUserFull; pending: PendingChange | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const [change] = useChangeStaffUserMutation();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<string>('7');
  const [shown, setShown] = useState(false);
  const kind = pending?.change ?? 'block';

  useEffect(() => {
    if (pending) {
      setReason('');
      setDays('7');
      setShown(false);
    }
  }, [pending]);

  const length = reason.trim().length;
  const reasonError = !shown
    ? undefined
    : length === 0
      ? t('dialog.reasonRequired')
      : length < STAFF_REASON_MIN || length > STAFF_REASON_MAX
        ? t('dialog.reasonLength', { min: STAFF_REASON_MIN, max: STAFF_REASON_MAX })
        : undefined;

  return (
    <ConfirmDialog
      opened={pending !== null}
      title={t(`dialog.${kind}.title`)}
      closeLabel={t('dialog.close')}
      question={t(`dialog.${kind}.question`, { email: user.email, workspace: pending?.invitation?.workspace ?? '' })}
      confirmLabel={t(`dialog.${kind}.confirm`)}
      danger={kind === 'block' || kind === 'suspend' || kind === 'endSessions' || kind === 'resetSecondFactor'}
      focus="none"
      onConfirm={async () => {
        setShown(true);
        if (length < STAFF_REASON_MIN || length > STAFF_REASON_MAX) return;
        const until = kind === 'suspend' ? new Date(Date.now() + Number(days) * DAY).toISOString() : undefined;
        await change({ userId: user.id, change: kind, reason: reason.trim(), until, invitationId: pending?.invitation?.id }).unwrap();
        notify({ color: 'teal', title: tx(`staff:dialog.${kind}.done`), message: user.email });
        onClose();
      }}
      failureCodes={failureCodes}
      onClose={onClose}
    >
      {kind === 'suspend' && (
        <NativeSelect
          label={t('dialog.suspend.for')}
          data={SUSPENSION_DAYS.map((value) => ({ value, label: t('dialog.suspend.days', { count: Number(value) }) }))}
          value={days}
          onChange={(event) => setDays(event.currentTarget.value)}
        />
      )}
      <Textarea
        label={t('dialog.reason')}
        description={t('dialog.reasonHint', { used: length, max: STAFF_REASON_MAX })}
        rows={3}
        maxLength={STAFF_REASON_MAX}
        value={reason}
        required
        onChange={(event) => setReason(event.currentTarget.value)}
        error={reasonError}
        data-autofocus
      />
    </ConfirmDialog>
  );
}
