import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageName } from '@/lib/i18n';
import type { CheckoutTranslation } from '../api/checkout-translations-api';
import { missingTextKeys } from '../model/checkout-texts';
import { useLanguageLabel } from '../model/language-label';

interface Props {
  rows: CheckoutTranslation[];
  canWrite: boolean;
  onEdit: (row: CheckoutTranslation) => void;
  onRemove: (row: CheckoutTranslation) => void;
}

/** The checkout's languages: name and tag, the default one marked, how many texts each misses, and its actions. */
export function LanguagesTable({ rows, canWrite, onEdit, onRemove }: Props) {
  const { t, i18n } = useTranslation('projectSettings');
  const label = useLanguageLabel();
  return (
    <Table verticalSpacing="sm" aria-label={t('languages.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('languages.columns.language')}</Table.Th>
          <Table.Th>{t('languages.columns.texts')}</Table.Th>
          <Table.Th w={1}>
            <VisuallyHidden>{t('languages.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const missing = missingTextKeys(row.texts).length;
          const name = label(row.language);
          return (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" fw={500}>
                    {languageName(row.language, i18n.language) ?? row.language}
                  </Text>
                  <Group gap={6}>
                    <Text span size="xs" c="dimmed" ff="monospace" dir="ltr">
                      {row.language}
                    </Text>
                    {row.isDefault && (
                      <Badge size="sm" variant="light" tt="none">
                        {t('languages.default')}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td>
                {missing === 0 ? (
                  <Badge variant="light" color="teal" tt="none">
                    {t('languages.complete')}
                  </Badge>
                ) : (
                  <Badge variant="light" color="orange" tt="none">
                    {t('languages.missing', { count: missing })}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Tooltip label={canWrite ? t('languages.edit.open') : t('languages.edit.view')}>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t(canWrite ? 'languages.edit.openLabel' : 'languages.edit.viewLabel', { language: name })}
                      onClick={() => onEdit(row)}
                    >
                      {canWrite ? <IconPencil size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                  {canWrite && !row.isDefault && (
                    <Tooltip label={t('languages.remove.open')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('languages.remove.openLabel', { language: name })}
                        onClick={() => onRemove(row)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
