import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { failureMessageKey } from '@/lib/forms';
import { ltrIn } from '@/lib/i18n';
import { toFailure } from '@/lib/http';
import { ALLOWED_IPS_CODES } from '../model/codes';

interface Props {
  /** The ranges about to be saved and the session's address (null: unknown), or null when closed. */
  pending: { ranges: string[]; ip: string | null } | null;
  onConfirm: (ranges: string[]) => Promise<void>;
  onClose: () => void;
}

/** Asked before saving a list that leaves out the address this session comes from. Cancel has the focus. */
export function LockoutDialog({ pending, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslation('projectSettings');
  const ip = pending?.ip ? ltrIn(i18n.language)(pending.ip) : null;
  return (
    <ConfirmDialog
      opened={pending !== null}
      title={t('allowedIps.lockout.title')}
      question={ip ? t('allowedIps.lockout.question', { ip }) : t('allowedIps.lockout.questionUnknown')}
      hint={ip ? t('allowedIps.lockout.hint', { ip }) : t('allowedIps.lockout.hintUnknown')}
      confirmLabel={t('allowedIps.lockout.confirm')}
      danger
      onConfirm={() => (pending ? onConfirm(pending.ranges) : Promise.resolve())}
      describeFailure={(error) => t(failureMessageKey(toFailure(error), ALLOWED_IPS_CODES))}
      onClose={onClose}
    />
  );
}
