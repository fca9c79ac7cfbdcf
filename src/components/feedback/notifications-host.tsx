import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { attachNotifier } from '@/lib/notify';

export function NotificationsHost() {
  useEffect(() => attachNotifier((notice) => notifications.show({ ...notice, withBorder: true })), []);
  return <Notifications position="top-right" />;
}
