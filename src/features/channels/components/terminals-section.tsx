import { Button, Card, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ScrollTable } from '@/components/scroll-table';
import { isolate } from '@/lib/i18n';
import { useLocaleFormat } from '@/lib/format';
import { notify, tx } from '@/lib/notify';
import { useRemoveTerminalMutation, type Channel, type Terminal } from '../api/channels-api';
import { CHANNEL_CODES } from '../model/channel-codes';
import { TerminalDialog } from './terminal-dialog';

/** A point of sale's terminals: label, serial number, when added; add, rename and remove for those who may change the channel. */
export function TerminalsSection({ channel, canChange }: { channel: Channel; canChange: boolean }) {
  const { t } = useTranslation('channels');
  const titleId = useId();
  const formatDateTime = useLocaleFormat().dateTime;
  const [editing, setEditing] = useState<Terminal | 'new' | null>(null);
  const [removing, setRemoving] = useState<Terminal | null>(null);
  const [remove] = useRemoveTerminalMutation();

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('terminals.title', { total: channel.terminals.length })}
        </Title>
        {canChange && (
          <Button variant="light" size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('terminals.add')}
          </Button>
        )}
      </Group>
      {channel.terminals.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('terminals.none')}
        </Text>
      ) : (
        <ScrollTable label={t('terminals.tableLabel', { name: channel.name })} minWidth={canChange ? 620 : 420}>
          <Table verticalSpacing="xs" aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('terminals.label')}</Table.Th>
                <Table.Th scope="col">{t('terminals.serialNumber')}</Table.Th>
                <Table.Th scope="col">{t('terminals.added')}</Table.Th>
                {canChange && (
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('terminals.actions')}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {channel.terminals.map((terminal) => (
                <Table.Tr key={terminal.id}>
                  <Table.Th scope="row" fw={500}>
                    <bdi>{terminal.label}</bdi>
                  </Table.Th>
                  <Table.Td dir="ltr" ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {terminal.serialNumber}
                  </Table.Td>
                  <Table.Td>
                    <bdi>{formatDateTime(terminal.createdAt)}</bdi>
                  </Table.Td>
                  {canChange && (
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          leftSection={<IconPencil size={14} aria-hidden />}
                          aria-label={t('terminals.renameOne', { name: terminal.label })}
                          onClick={() => setEditing(terminal)}
                        >
                          {t('terminals.rename')}
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          aria-label={t('terminals.removeOne', { name: terminal.label })}
                          onClick={() => setRemoving(terminal)}
                        >
                          {t('terminals.remove')}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {editing && (
        <TerminalDialog
          channel={channel}
          terminal={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            notify({ color: 'teal', title: tx(editing === 'new' ? 'channels:terminals.addedDone' : 'channels:terminals.renamedDone'), message: channel.name });
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('terminals.removeTitle')}
        question={removing ? t('terminals.removeQuestion', { name: isolate(removing.label), channel: isolate(channel.name) }) : ''}
        hint={t('terminals.removeHint')}
        confirmLabel={t('terminals.remove')}
        danger
        failureCodes={CHANNEL_CODES}
        onConfirm={() =>
          removing &&
          remove({ id: channel.id, terminalId: removing.id })
            .unwrap()
            .then(() => {
              notify({ color: 'teal', title: tx('channels:terminals.removedDone'), message: removing.label });
              setRemoving(null);
            })
        }
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
