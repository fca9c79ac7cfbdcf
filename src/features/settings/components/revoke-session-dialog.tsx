import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EndSessionDialog, useDeviceName, type LoginSession } from '@/components/sessions';
import { tx } from '@/lib/notify';
import { useDeleteAccessTokenMutation } from '../api/tokens-api';
import { useSaveFeedback } from '../save-feedback';

/** Asks before ending another device's session; the list refreshes once it is gone. */
export function RevokeSessionDialog({ session, onClose }: { session: LoginSession | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const deviceName = useDeviceName();
  const feedback = useSaveFeedback('sessions.title');
  const [deleteToken, { isLoading }] = useDeleteAccessTokenMutation();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!session) return;
    setError(null);
    try {
      await deleteToken(session.id).unwrap();
      feedback.succeeded(tx('settings:sessions.revoked', { device: deviceName(session.userAgent) }));
      close();
    } catch (failure) {
      setError(feedback.failed(failure));
    }
  };

  return (
    <EndSessionDialog
      session={session}
      title={t('sessions.confirmTitle')}
      text={session ? t('sessions.confirmText', { device: deviceName(session.userAgent), ip: session.ip || '—' }) : ''}
      confirmLabel={t('sessions.confirmRevoke')}
      ending={isLoading}
      error={error}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
