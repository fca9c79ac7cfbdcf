import { Anchor, Button, Divider, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { notificationsRead, selectVisibleNotifications } from '../notifications-slice';
import { NotificationRow } from './notification-row';
import { useEntryTitle } from './use-entry-title';

/** The bell's panel: the entries of the selected workspace the user may see, newest first. */
export function NotificationPanel({ headingId, onClose }: { headingId: string; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectVisibleNotifications);
  const titleOf = useEntryTitle();
  // The panel mounts when opened: ages are counted from then.
  const [now] = useState(() => Date.now());
  const unreadIds = entries.filter((entry) => !entry.read).map((entry) => entry.id);

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Title order={2} size="h5" id={headingId}>
          {t('panel.title')}
        </Title>
        {/* Disabled but focusable once all is read: focus stays in the panel, so Escape still closes it. */}
        <Button
          size="compact-sm"
          variant="subtle"
          data-disabled={unreadIds.length === 0 || undefined}
          aria-disabled={unreadIds.length === 0 || undefined}
          onClick={() => unreadIds.length > 0 && dispatch(notificationsRead(unreadIds))}
        >
          {t('panel.markAllRead')}
        </Button>
      </Group>
      <Divider />
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" px="md" py="xl">
          {t('panel.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={400} type="auto" viewportProps={{ tabIndex: 0, 'aria-label': t('panel.title') }}>
          <Stack component="ul" gap={2} p="xs" m={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <NotificationRow
                  entry={entry}
                  title={titleOf(entry)}
                  now={now}
                  onOpen={() => {
                    if (!entry.read) dispatch(notificationsRead([entry.id]));
                    onClose();
                  }}
                />
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Divider />
      <Anchor component={Link} to="/settings?tab=notifications" size="sm" px="md" py="sm" onClick={onClose}>
        {t('panel.settings')}
      </Anchor>
    </Stack>
  );
}
