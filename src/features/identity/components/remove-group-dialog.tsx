import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import type { IdentityGroup } from '../model/identity';
import { useGroupLabels } from '../model/labels';

interface Props {
  group: IdentityGroup | null;
  /** It is the identity's last group here: it loses all access and leaves the team. */
  last: boolean;
  /** Who loses the group: the member's name or e-mail. */
  memberName: string;
  onConfirm: (group: IdentityGroup) => Promise<unknown>;
  describeFailure: (error: unknown, group: IdentityGroup) => string;
  onClose: () => void;
}

/** Asks before the identity leaves one group (`DELETE identities/{id}/groups/{groupId}`). */
export function RemoveGroupDialog({ group, last, memberName, onConfirm, describeFailure, onClose }: Props) {
  const { t } = useTranslation('identity');
  const labels = useGroupLabels();
  return (
    <ConfirmDialog
      opened={group !== null}
      title={t('remove.title')}
      question={group ? t('remove.text', { member: memberName, group: group.name }) : ''}
      hint={
        group && (
          <Stack gap="xs">
            <span>{labels.where(group)}</span>
            {last && (
              <Alert color="yellow" variant="light" role="note">
                {t('remove.last', { member: memberName })}
              </Alert>
            )}
          </Stack>
        )
      }
      confirmLabel={t('remove.confirm')}
      danger
      onConfirm={() => (group ? onConfirm(group) : Promise.resolve())}
      describeFailure={(error) => (group ? describeFailure(error, group) : '')}
      onClose={onClose}
    />
  );
}
