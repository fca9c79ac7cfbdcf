import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { retryServerSignOut, selectServerSignOutFailed } from '@/features/session';

/**
 * After a sign-out that could not reach the server: signed out here, but the server may still
 * hold the session. Says so, and offers to tell the server again (its cookies identify the session).
 */
export function SignOutWarning() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const failed = useAppSelector(selectServerSignOutFailed);
  const [retrying, setRetrying] = useState(false);
  const [stillFailing, setStillFailing] = useState(false);
  const [confirmed, setConfirmed] = useState(false);

  if (confirmed && !failed) {
    return (
      <Alert color="green" variant="light" role="status">
        {t('signOutFailed.done')}
      </Alert>
    );
  }
  if (!failed) return null;

  const retry = async () => {
    setRetrying(true);
    const result = await dispatch(retryServerSignOut());
    setRetrying(false);
    const ok = retryServerSignOut.fulfilled.match(result);
    setStillFailing(!ok);
    setConfirmed(ok);
  };

  return (
    <Alert color="orange" variant="light" icon={<IconCloudOff aria-hidden />} title={t('signOutFailed.title')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('signOutFailed.message')}</Text>
        {stillFailing && <Text size="sm">{t('signOutFailed.stillFailing')}</Text>}
        <Button type="button" size="xs" variant="default" loading={retrying} onClick={() => void retry()}>
          {t('signOutFailed.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
