import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { checkUser, formatCountdown, signOut, useSessionLifetime } from '@/features/session';
import { useAppDispatch } from '@/lib/store';

/** 'You are about to be signed out' with a live countdown in the last 5 minutes of inactivity. */
export function SessionWarning() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const remainingMs = useSessionLifetime();
  const [staying, setStaying] = useState(false);
  const stay = async () => {
    setStaying(true);
    await dispatch(checkUser());
    setStaying(false);
  };
  return (
    <Dialog opened={remainingMs !== null} onClose={() => void stay()} title={t('sessionWarning.title')} closeOnClickOutside={false}>
      <Text size="sm">{t('sessionWarning.message')}</Text>
      <Text size="xl" fw={700} ta="center" my="md" role="timer" aria-live="off">
        {formatCountdown(remainingMs ?? 0)}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void dispatch(signOut())}>
          {t('nav.logout')}
        </Button>
        <Button onClick={() => void stay()} loading={staying} data-autofocus>
          {t('sessionWarning.stay')}
        </Button>
      </Group>
    </Dialog>
  );
}
