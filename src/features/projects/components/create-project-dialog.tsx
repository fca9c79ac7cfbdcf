import { Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import type { Resource } from '@/features/workspace';
import { useCreateProjectMutation } from '../api/create-workspace';
import { CREATE_CODES } from '../model/create-codes';

const FIELDS = ['name', 'website', 'mode'] as const;

interface ProjectForm {
  name: string;
  website: string;
  mode: 'live' | 'sandbox' | '';
}

interface Props {
  opened: boolean;
  organization: Resource;
  onClose: () => void;
  onCreated: (project: Resource) => void;
}

/** 'Create project' in the selected organization: name, website, live or sandbox. */
export function CreateProjectDialog({ opened, organization, onClose, onCreated }: Props) {
  const { t } = useTranslation('projects');
  const [create] = useCreateProjectMutation();
  // Client checks are the required fields only: the website's format is the contract's rule, told by the server.
  const form = useForm<ProjectForm>({
    initialValues: { name: '', website: '', mode: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('validation.projectNameRequired')),
      mode: (value) => (value ? null : t('validation.modeRequired')),
    },
  });
  const dialog = useFormDialog(form, {
    fields: FIELDS,
    codes: CREATE_CODES,
    // The mode is checked above: one is chosen.
    send: ({ name, website, mode }) =>
      create({ name: name.trim(), website: website.trim(), mode: mode as Exclude<ProjectForm['mode'], ''>, organizationId: organization.id }).unwrap(),
    onDone: onCreated,
    onClose,
  });

  return (
    <FormDialog
      opened={opened}
      title={t('createProject.title')}
      intro={t('createProject.inOrganization', { name: organization.name })}
      submitLabel={t('createProject.submit')}
      {...dialog}
    >
      <TextInput label={t('createProject.name')} {...form.getInputProps('name')} withAsterisk data-autofocus />
      <TextInput
        label={t('createProject.website')}
        description={t('createProject.websiteHint')}
        placeholder="https://"
        type="url"
        {...form.getInputProps('website')}
        dir="ltr"
      />
      <Radio.Group label={t('createProject.mode')} {...form.getInputProps('mode')} withAsterisk>
        <Stack gap="xs" mt="xs">
          <Radio value="live" label={t('common:mode.live')} description={t('createProject.liveHint')} />
          <Radio value="sandbox" label={t('common:mode.sandbox')} description={t('createProject.sandboxHint')} />
        </Stack>
      </Radio.Group>
    </FormDialog>
  );
}
