import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormRules } from '@/features/auth';
import { useFormFailure } from '@/lib/forms';
import { notify, tx } from '@/lib/notify';
import { useInviteTeamMemberMutation, type TeamMember, type TeamSettings } from '../api/team-api';
import { roleValidators, TEAM_CODE_FIELDS, TEAM_CODES, toGrant, type RoleValues } from '../model/role-form';
import { RoleFields } from './role-fields';

const FIELDS = ['email', 'role', 'permissions'] as const;

type InviteValues = RoleValues & { email: string };

interface Props {
  opened: boolean;
  workspace: { id: string; name: string };
  settings: TeamSettings;
  onClose: () => void;
  onInvited: (invitation: TeamMember) => void;
}

/** "Invite member": an e-mail address and the role to give; the invitee gets a link to set a password. */
export function InviteDialog({ opened, workspace, settings, onClose, onInvited }: Props) {
  const { t } = useTranslation(['team', 'permissions']);
  const rules = useFormRules();
  const [invite] = useInviteTeamMemberMutation();
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: { email: '', role: '', permissions: [] },
    validate: { email: rules.email, ...roleValidators(t) },
  });
  const failure = useFormFailure(form, { fields: FIELDS, codes: TEAM_CODES, codeFields: TEAM_CODE_FIELDS });

  const close = () => {
    if (form.submitting) return;
    form.reset();
    failure.clear();
    onClose();
  };

  const onSubmit = form.onSubmit(async (values) => {
    failure.clear();
    try {
      const invitation = await invite({ resourceId: workspace.id, email: values.email.trim(), ...toGrant(values) }).unwrap();
      notify({ color: 'teal', title: tx('team:invite.done'), message: invitation.email });
      form.reset();
      onInvited(invitation);
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <FormDialog
      opened={opened}
      title={t('invite.title')}
      intro={t('invite.intro', { name: workspace.name })}
      error={failure.message}
      submitLabel={t('invite.submit')}
      submitting={form.submitting}
      onSubmit={onSubmit}
      onClose={close}
      size="lg"
    >
      <TextInput label={t('invite.email')} type="email" autoComplete="off" withAsterisk {...form.getInputProps('email')} data-autofocus />
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
