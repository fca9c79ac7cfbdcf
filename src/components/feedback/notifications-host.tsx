import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { attachNotifier } from '@/lib/notify';

export function NotificationsHost() {
  const { t } = useTranslation('common');
  const close = t('close');
  useEffect(
    () => attachNotifier((notice) => notifications.show({ ...notice, withBorder: true, closeButtonProps: { 'aria-label': close } })),
    [close],
  );
  return <Notifications position="top-right" />;
}
