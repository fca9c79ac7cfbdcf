import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { useFormFailure } from '@/lib/forms';
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
  const failure = useFormFailure(form, { fields: FIELDS, codes: CREATE_CODES });

  const close = () => {
    if (form.submitting) return;
    form.reset();
    failure.clear();
    onClose();
  };

  const onSubmit = form.onSubmit(async ({ name, website, mode }) => {
    if (!mode) return;
    failure.clear();
    try {
      const project = await create({ name: name.trim(), website: website.trim(), mode, organizationId: organization.id }).unwrap();
      form.reset();
      onCreated(project);
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('createProject.title')} closeButtonProps={{ 'aria-label': t('common:close') }} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('createProject.inOrganization', { name: organization.name })}
          </Text>
          <FormError message={failure.message} />
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
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={form.submitting}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('createProject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
