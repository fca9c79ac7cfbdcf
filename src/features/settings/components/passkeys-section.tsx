import { ActionIcon, Button, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table';
import { ErrorState, LoadingState } from '@/components/states';
import { useLocaleFormat } from '@/lib/format';
import { isolate } from '@/lib/i18n';
import { useListPasskeysQuery, type PasskeyRow } from '../api/passkeys-api';
import { SETTINGS_CODES } from '../save-feedback';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { RemovePasskeyDialog } from './remove-passkey-dialog';
import { SettingsSection } from './settings-section';

/**
 * Settings → Security: the user's passkeys (name, created, last used, in the user's time zone), "Add
 * a passkey" and removal. A passkey signs in without a password or code and counts as a second factor.
 */
export function PasskeysSection() {
  const { t } = useTranslation('settings');
  const format = useLocaleFormat();
  const query = useListPasskeysQuery();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);
  const rows = query.data ?? [];

  return (
    <SettingsSection title={t('passkeys.title')} description={t('passkeys.description')}>
      {query.isLoading && <LoadingState rows={2} label={t('passkeys.loading')} />}
      {query.isError && <ErrorState error={query.error} codes={SETTINGS_CODES} onRetry={() => void query.refetch()} retrying={query.isFetching} />}
      {query.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('passkeys.empty')}
        </Text>
      )}
      {rows.length > 0 && (
        <ScrollTable label={t('passkeys.tableLabel')} minWidth={480}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('passkeys.name')}</Table.Th>
                <Table.Th scope="col">{t('passkeys.created')}</Table.Th>
                <Table.Th scope="col">{t('passkeys.lastUsed')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('passkeys.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((passkey) => (
                <Table.Tr key={passkey.id}>
                  <Table.Th scope="row" fw={500}>
                    {passkey.name}
                  </Table.Th>
                  <Table.Td>{format.dateTime(passkey.createdAt)}</Table.Td>
                  <Table.Td>{passkey.lastUsedAt ? format.dateTime(passkey.lastUsedAt) : t('passkeys.neverUsed')}</Table.Td>
                  <Table.Td ta="end">
                    <Tooltip label={t('passkeys.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('passkeys.removeLabel', { name: isolate(passkey.name) })}
                        onClick={() => setRemoving(passkey)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Group>
        <Button leftSection={<IconKey size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('passkeys.add')}
        </Button>
      </Group>
      <AddPasskeyDialog opened={adding} onClose={() => setAdding(false)} />
      <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />
    </SettingsSection>
  );
}
