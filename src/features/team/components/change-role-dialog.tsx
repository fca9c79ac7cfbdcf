import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormFailure } from '@/lib/forms';
import { notify, tx } from '@/lib/notify';
import { useChangeTeamMemberRoleMutation, type TeamMember, type TeamSettings } from '../api/team-api';
import { memberName } from '../model/labels';
import { roleValidators, TEAM_CODE_FIELDS, TEAM_CODES, toGrant, type RoleValues } from '../model/role-form';
import { RoleFields } from './role-fields';

const FIELDS = ['role', 'permissions'] as const;

interface Props {
  opened: boolean;
  member: TeamMember;
  workspace: { id: string; name: string };
  settings: TeamSettings;
  onClose: () => void;
}

/** "Change role": the same role chooser and permission picker as the invitation, starting from the member's role. */
export function ChangeRoleDialog({ opened, member, workspace, settings, onClose }: Props) {
  const { t } = useTranslation(['team', 'permissions']);
  const [changeRole] = useChangeTeamMemberRoleMutation();
  const form = useForm<RoleValues>({
    mode: 'controlled',
    initialValues: { role: member.role, permissions: member.role === 'custom' ? member.permissions : [] },
    validate: roleValidators(t),
  });
  const failure = useFormFailure(form, { fields: FIELDS, codes: TEAM_CODES, codeFields: TEAM_CODE_FIELDS });
  const name = memberName(member);

  const close = () => {
    if (form.submitting) return;
    form.reset();
    failure.clear();
    onClose();
  };

  const onSubmit = form.onSubmit(async (values) => {
    failure.clear();
    try {
      await changeRole({ resourceId: workspace.id, id: member.id, ...toGrant(values) }).unwrap();
      notify({ color: 'teal', title: tx('team:changeRole.done'), message: name });
      onClose();
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <FormDialog
      opened={opened}
      title={t('changeRole.title')}
      intro={t('changeRole.intro', { name, workspace: workspace.name })}
      error={failure.message}
      submitLabel={t('changeRole.submit')}
      submitting={form.submitting}
      onSubmit={onSubmit}
      onClose={close}
      size="lg"
    >
      <RoleFields
        values={form.getValues()}
        errors={form.errors}
        onRole={(role) => form.setFieldValue('role', role)}
        onPermissions={(permissions) => form.setFieldValue('permissions', permissions)}
        settings={settings}
        disabled={form.submitting}
      />
    </FormDialog>
  );
}
