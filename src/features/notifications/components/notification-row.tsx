import { Box, Group, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/dates';
import type { NotificationEntry } from '../model/entry';
import { relativeTime } from '../model/relative-time';
import { kindIcons } from './kind-icon';
import classes from './notification-row.module.css';

const kindColors = { refunds: 'teal', disputes: 'red', reports: 'blue', payouts: 'teal', mailbox: 'blue' } as const;

/** One entry: a link to its object, with its kind's icon, title, age and an unread dot. */
export function NotificationRow({ entry, title, now, onOpen }: { entry: NotificationEntry; title: string; now: number; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const format = useDateFormat();
  const Icon = kindIcons[entry.kind];
  return (
    <UnstyledButton component={Link} to={entry.link} onClick={onOpen} className={classes.row} data-unread={!entry.read || undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={kindColors[entry.kind]} radius="xl" size="md" aria-hidden>
          <Icon size={16} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={entry.read ? 400 : 600}>
            {title}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={entry.createdAt} title={format.dateTime(entry.createdAt)}>
            {relativeTime(entry.createdAt, now, i18n.language)}
          </Text>
        </Stack>
        {!entry.read && (
          <Box className={classes.dot} mt={6}>
            <VisuallyHidden>{t('panel.unread')}</VisuallyHidden>
          </Box>
        )}
      </Group>
    </UnstyledButton>
  );
}
