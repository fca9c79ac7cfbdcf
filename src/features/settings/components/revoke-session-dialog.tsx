import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { useDeleteAccessTokenMutation, type LoginSession } from '../api/tokens-api';
import { useSaveFeedback } from '../save-feedback';
import { useDeviceName } from '../use-device-name';
import { tx } from '@/lib/notify';

/** Asks before ending another device's session; the list refreshes once it is gone. */
export function RevokeSessionDialog({ session, onClose }: { session: LoginSession | null; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
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
    <Modal opened={session !== null} onClose={isLoading ? () => undefined : close} title={t('sessions.confirmTitle')} centered>
      {session && (
        <Stack gap="md">
          <Text size="sm">{t('sessions.confirmText', { device: deviceName(session.userAgent), ip: session.ip || '—' })}</Text>
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isLoading}>
              {t('common:cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={isLoading}>
              {t('sessions.confirmRevoke')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
