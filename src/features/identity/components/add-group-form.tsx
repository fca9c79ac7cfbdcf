import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityGroup } from '../model/identity';
import { useGroupLabels } from '../model/labels';

interface Props {
  /** Groups the caller may grant that the identity is not in yet. */
  options: readonly IdentityGroup[];
  adding: boolean;
  onAdd: (group: IdentityGroup) => Promise<boolean>;
}

/** Adds the identity to one more group (`POST identities/{id}/groups`). */
export function AddGroupForm({ options, adding, onAdd }: Props) {
  const { t } = useTranslation('identity');
  const labels = useGroupLabels();
  const [groupId, setGroupId] = useState<string | null>(null);
  const chosen = options.find((group) => group.id === groupId) ?? null;
  const add = async () => {
    if (chosen && (await onAdd(chosen))) setGroupId(null);
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('add.label')}
        placeholder={options.length > 0 ? t('add.placeholder') : t('add.none')}
        data={options.map((group) => ({ value: group.id, label: `${group.name} · ${labels.role(group.role)}` }))}
        value={groupId}
        onChange={setGroupId}
        disabled={options.length === 0 || adding}
        searchable
        nothingFoundMessage={t('add.nothingFound')}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
      />
      <Button variant="default" onClick={() => void add()} loading={adding} disabled={!chosen}>
        {t('add.submit')}
      </Button>
    </Group>
  );
}
