import { Alert } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/lib/store';
import { selectEndedByServer } from '@/features/session';

/** On the login page after the server ended the session itself: says why, so a sudden sign-out is not a mystery. */
export function EndedByServerNotice() {
  const { t } = useTranslation('auth');
  const reason = useAppSelector(selectEndedByServer);
  if (!reason) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconLogout aria-hidden />} title={t('endedByServer.title')} role="alert">
      {reason === 'member-removed' ? t('endedByServer.memberRemoved') : t('endedByServer.tokenDeleted')}
    </Alert>
  );
}
