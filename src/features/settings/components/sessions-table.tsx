import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useFormatDateTime } from '@/features/preferences';
import type { LoginSession } from '../api/tokens-api';
import { useDeviceName } from '../use-device-name';

/** The login sessions' columns for the list frame; every session but this one can be ended. */
export function useSessionColumns(onRevoke: (session: LoginSession) => void): ListColumn<LoginSession>[] {
  const { t } = useTranslation('settings');
  const formatDateTime = useFormatDateTime();
  const deviceName = useDeviceName();
  return useMemo(
    () => [
      {
        id: 'device',
        header: t('sessions.columns.device'),
        rowHeader: true,
        hideable: false,
        width: 240,
        grow: 2,
        card: 'title',
        cell: (session) => (
          <Stack gap={2}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={500} truncate="end">
                {deviceName(session.userAgent)}
              </Text>
              {session.current && (
                <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
                  {t('sessions.thisSession')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" truncate="end" dir="ltr" ta="start" title={session.userAgent}>
              {session.userAgent}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'ip',
        header: t('sessions.columns.ip'),
        width: 140,
        card: 'who',
        cell: (session) => (
          <Text size="sm" dir="ltr" ff="monospace" span>
            {session.ip || '—'}
          </Text>
        ),
      },
      { id: 'createdAt', header: t('sessions.columns.created'), width: 170, cell: (session) => formatDateTime(session.createdAt) },
      {
        id: 'lastUsedAt',
        header: t('sessions.columns.lastUsed'),
        width: 170,
        card: 'when',
        cell: (session) => (session.lastUsedAt ? formatDateTime(session.lastUsedAt) : '—'),
      },
      {
        id: 'actions',
        header: t('sessions.columns.actions'),
        headerHidden: true,
        hideable: false,
        actions: true,
        card: 'actions',
        width: 130,
        grow: 0.5,
        align: 'end',
        cell: (session, { tabIndex }) =>
          !session.current && (
            <Button
              size="xs"
              variant="light"
              color="red"
              tabIndex={tabIndex}
              onClick={() => onRevoke(session)}
              aria-label={t('sessions.revokeLabel', { device: deviceName(session.userAgent), ip: session.ip })}
            >
              {t('sessions.revoke')}
            </Button>
          ),
      },
    ],
    [t, formatDateTime, deviceName, onRevoke],
  );
}
