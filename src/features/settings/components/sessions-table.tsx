import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/features/preferences';
import type { LoginSession } from '../api/tokens-api';
import { describeUserAgent } from '../user-agent';

export function useDeviceName() {
  const { t } = useTranslation('settings');
  return (userAgent: string) => {
    const { browser, os } = describeUserAgent(userAgent);
    if (browser && os) return t('sessions.device', { browser, os });
    return browser ?? os ?? t('sessions.unknownDevice');
  };
}

export function SessionsTable({ sessions, onRevoke }: { sessions: LoginSession[]; onRevoke: (session: LoginSession) => void }) {
  const { t } = useTranslation('settings');
  const formatDateTime = useFormatDateTime();
  const deviceName = useDeviceName();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-label={t('sessions.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sessions.columns.device')}</Table.Th>
            <Table.Th scope="col">{t('sessions.columns.ip')}</Table.Th>
            <Table.Th scope="col">{t('sessions.columns.created')}</Table.Th>
            <Table.Th scope="col">{t('sessions.columns.lastUsed')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('sessions.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => {
            const device = deviceName(session.userAgent);
            return (
              <Table.Tr key={session.id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text size="sm" fw={500}>
                        {device}
                      </Text>
                      {session.current && (
                        <Badge color="teal" variant="light">
                          {t('sessions.thisSession')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed" lineClamp={1} title={session.userAgent} maw={360}>
                      {session.userAgent}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" dir="ltr" ff="monospace">
                    {session.ip || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(session.createdAt)}</Table.Td>
                <Table.Td>{session.lastUsedAt ? formatDateTime(session.lastUsedAt) : '—'}</Table.Td>
                <Table.Td ta="end">
                  {!session.current && (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => onRevoke(session)}
                      aria-label={t('sessions.revokeLabel', { device, ip: session.ip })}
                    >
                      {t('sessions.revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
