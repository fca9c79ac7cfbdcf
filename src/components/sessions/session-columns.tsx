import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useDateFormat } from '@/lib/dates';
import type { LoginSession } from './login-session';
import { describeUserAgent } from './user-agent';

/** "Firefox on macOS", or what can be told of the user agent. */
export function useDeviceName() {
  const { t } = useTranslation('common');
  return useCallback(
    (userAgent: string) => {
      const { browser, os } = describeUserAgent(userAgent);
      if (browser && os) return t('sessions.device', { browser, os });
      return browser ?? os ?? t('sessions.unknownDevice');
    },
    [t],
  );
}

export interface SessionColumnsOptions {
  /** The row's end control ("End session", "Sign out"); none when the user may not end sessions. */
  end?: {
    text: string;
    /** The control's accessible name, naming the row's device. */
    label: (device: string, session: LoginSession) => string;
    onEnd: (session: LoginSession) => void;
  };
  /** Shows where the address is with it, as "Place" (else the address alone, as "IP address"). */
  place?: boolean;
}

/** The columns of a list of signed-in devices for the list frame; every session but this tab's can be ended. */
export function useSessionColumns({ end, place = false }: SessionColumnsOptions): ListColumn<LoginSession>[] {
  const { t } = useTranslation('common');
  const { dateTime } = useDateFormat();
  const deviceName = useDeviceName();
  return useMemo(() => {
    const columns: ListColumn<LoginSession>[] = [
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
                  {t('sessions.thisDevice')}
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
        header: t(place ? 'sessions.columns.place' : 'sessions.columns.ip'),
        width: place ? 200 : 140,
        card: 'who',
        cell: (session) => {
          const ip = (
            <Text size={place ? 'xs' : 'sm'} c={place ? 'dimmed' : undefined} dir="ltr" ff="monospace" span>
              {session.ip || '—'}
            </Text>
          );
          if (!place) return ip;
          return (
            <Stack gap={2}>
              <Text size="sm" truncate="end">
                {session.location ?? t('sessions.unknownPlace')}
              </Text>
              {ip}
            </Stack>
          );
        },
      },
      { id: 'createdAt', header: t('sessions.columns.created'), width: 170, cell: (session) => dateTime(session.createdAt) },
      {
        id: 'lastUsedAt',
        header: t('sessions.columns.lastUsed'),
        width: 170,
        card: 'when',
        cell: (session) => (session.lastUsedAt ? dateTime(session.lastUsedAt) : '—'),
      },
    ];
    if (!end) return columns;
    return [
      ...columns,
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
              onClick={() => end.onEnd(session)}
              aria-label={end.label(deviceName(session.userAgent), session)}
            >
              {end.text}
            </Button>
          ),
      },
    ];
  }, [t, dateTime, deviceName, end, place]);
}
