import { Alert } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/lib/store';
import { isolate } from '@/lib/i18n';
import { selectEndedByServer, type EndedByServer } from '@/features/session';

/** The sentence for how the session ended; the name is the server's, put in as text (isolated for right-to-left languages). */
function endedText(t: TFunction<'auth'>, { reason, byName, bySelf }: EndedByServer): string {
  if (reason === 'sign-in-reported') return t('endedByServer.signInReported');
  if (bySelf) return t('endedByServer.bySelf');
  if (reason === 'member-removed') return byName ? t('endedByServer.memberRemovedBy', { name: isolate(byName) }) : t('endedByServer.memberRemoved');
  return byName ? t('endedByServer.tokenDeletedBy', { name: isolate(byName) }) : t('endedByServer.tokenDeleted');
}

/** On the login page after the server ended the session itself: says why and who, so a sudden sign-out is not a mystery. */
export function EndedByServerNotice() {
  const { t } = useTranslation('auth');
  const ended = useAppSelector(selectEndedByServer);
  if (!ended) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconLogout aria-hidden />} title={t('endedByServer.title')} role="alert">
      {endedText(t, ended)}
    </Alert>
  );
}
