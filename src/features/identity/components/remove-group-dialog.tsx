import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import type { IdentityGroup } from '../model/identity';
import { useGroupLabels } from '../model/labels';

interface Props {
  group: IdentityGroup | null;
  /** It is the identity's last group here: it loses all access and leaves the team. */
  last: boolean;
  /** Who loses the group: the member's name or e-mail. */
  memberName: string;
  removing: boolean;
  error: string | null;
  onConfirm: (group: IdentityGroup) => void;
  onClose: () => void;
}

/** Asks before the identity leaves one group (`DELETE identities/{id}/groups/{groupId}`). */
export function RemoveGroupDialog({ group, last, memberName, removing, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation(['identity', 'common']);
  const labels = useGroupLabels();
  return (
    <Modal
      opened={group !== null}
      onClose={removing ? () => undefined : onClose}
      title={t('remove.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {group && (
        <Stack gap="md">
          <Text size="sm">{t('remove.text', { member: memberName, group: group.name })}</Text>
          <Text size="sm" c="dimmed">
            {labels.where(group)}
          </Text>
          {last && (
            <Alert color="yellow" variant="light" role="note">
              {t('remove.last', { member: memberName })}
            </Alert>
          )}
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={removing}>
              {t('common:cancel')}
            </Button>
            <Button color="red" loading={removing} onClick={() => onConfirm(group)} data-autofocus>
              {t('remove.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
