import { Alert, Checkbox, ScrollArea, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { DialogForm } from '@/components/dialogs/form-dialog';
import type { IdentityGroup } from '../model/identity';
import { useGroupLabels } from '../model/labels';

interface Props {
  opened: boolean;
  /** The identity's groups now. */
  current: readonly IdentityGroup[];
  /** The workspace's groups (`groups/list`), each grantable by the caller or not. */
  choices: readonly IdentityGroup[];
  saving: boolean;
  error: string | null;
  /** The whole new list: the ticked groups and those of the identity the list does not offer (kept as they are). */
  onSave: (groupIds: string[]) => void;
  onClose: () => void;
}

/** Ticks the identity's groups among the workspace's; one `replaceIdentityGroups` saves them together. */
export function EditGroupsDialog({ opened, current, choices, saving, error, onSave, onClose }: Props) {
  const { t } = useTranslation(['identity', 'common']);
  return (
    <Dialog opened={opened} onClose={onClose} busy={saving} title={t('edit.title')} size="lg">
      {/* Mounted while open only: every opening starts from the groups the identity has now. */}
      {opened && <EditGroupsForm current={current} choices={choices} saving={saving} error={error} onSave={onSave} onClose={onClose} />}
    </Dialog>
  );
}

function EditGroupsForm({ current, choices, saving, error, onSave, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation(['identity', 'common']);
  const labels = useGroupLabels();
  const offered = useMemo(() => new Set(choices.map((group) => group.id)), [choices]);
  const initial = useMemo(() => current.filter((group) => offered.has(group.id)).map((group) => group.id), [current, offered]);
  const kept = current.filter((group) => !offered.has(group.id));
  const [ticked, setTicked] = useState<string[]>(initial);
  const changed = ticked.length !== initial.length || ticked.some((id) => !initial.includes(id));

  const save = () => {
    const chosen = new Set(ticked);
    onSave([...choices.filter((group) => chosen.has(group.id)).map((group) => group.id), ...kept.map((group) => group.id)]);
  };

  return (
    <DialogForm
      error={error}
      submitLabel={t('edit.save')}
      submitting={saving}
      submitDisabled={!changed}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onCancel={onClose}
    >
      <Text size="sm">{t('edit.text')}</Text>
      <Checkbox.Group value={ticked} onChange={setTicked} label={t('edit.groupsLabel')}>
        <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
          <Stack gap="sm" mt="xs">
            {choices.map((group) => (
              <Checkbox
                key={group.id}
                value={group.id}
                disabled={!group.grantable || saving}
                label={`${group.name} · ${labels.role(group.role)}`}
                description={group.grantable ? labels.where(group) : `${labels.where(group)}. ${t('edit.notGrantable')}`}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
      {kept.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('edit.kept', { count: kept.length, names: labels.join(kept.map((group) => group.name)) })}
        </Text>
      )}
      {ticked.length === 0 && kept.length === 0 && (
        <Alert color="yellow" variant="light" role="note">
          {t('edit.none')}
        </Alert>
      )}
    </DialogForm>
  );
}
