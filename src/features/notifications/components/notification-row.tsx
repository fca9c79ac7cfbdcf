import { Box, NavLink, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/dates';
import type { EntryKind, NotificationEntry } from '../model/entry';
import { relativeTime } from '../model/relative-time';
import { kindIcons } from './kind-icon';

const kindColors = {
  refunds: 'teal',
  disputes: 'red',
  reports: 'blue',
  payouts: 'teal',
  subscriptions: 'grape',
  mailbox: 'blue',
  security: 'orange',
} as const satisfies Record<EntryKind, string>;

/** One entry: a link to its object, with its kind's icon, title, age and an unread dot. */
export function NotificationRow({ entry, title, now, onOpen }: { entry: NotificationEntry; title: string; now: number; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const format = useDateFormat();
  const Icon = kindIcons[entry.kind];
  return (
    <NavLink
      component={Link}
      to={entry.link}
      onClick={onOpen}
      data-unread={!entry.read || undefined}
      label={
        <Text size="sm" fw={entry.read ? 400 : 600}>
          {title}
        </Text>
      }
      description={
        <Text size="xs" c="dimmed" component="time" dateTime={entry.createdAt} title={format.dateTime(entry.createdAt)}>
          {relativeTime(entry.createdAt, now, i18n.language)}
        </Text>
      }
      leftSection={
        <ThemeIcon variant="light" color={kindColors[entry.kind]} radius="xl" size="md" aria-hidden>
          <Icon size={16} />
        </ThemeIcon>
      }
      rightSection={
        entry.read ? null : (
          <Box w={8} h={8} bg="blue.6" style={{ borderRadius: '50%' }}>
            <VisuallyHidden>{t('panel.unread')}</VisuallyHidden>
          </Box>
        )
      }
    />
  );
}
