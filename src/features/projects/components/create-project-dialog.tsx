import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import type { Resource } from '@/features/workspace';
import { useCreateProjectMutation } from '../api/create-workspace';
import { hasErrors, validateProject, type FieldErrors, type ProjectForm } from '../model/field-errors';
import { useCreateFailure } from '../model/use-create-failure';

const FIELDS = ['name', 'website', 'mode'] as const;
const empty: ProjectForm = { name: '', website: '', mode: '' };

interface Props {
  opened: boolean;
  organization: Resource;
  onClose: () => void;
  onCreated: (project: Resource) => void;
}

/** 'Create project' in the selected organization: name, website, live or sandbox. */
export function CreateProjectDialog({ opened, organization, onClose, onCreated }: Props) {
  const { t } = useTranslation('projects');
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof ProjectForm>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateProjectMutation();
  const explain = useCreateFailure();

  const set = <K extends keyof ProjectForm>(field: K, value: ProjectForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const close = () => {
    if (isLoading) return;
    setForm(empty);
    setErrors({});
    setMessage(null);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const invalid = validateProject(form);
    setErrors(invalid);
    if (hasErrors(invalid) || !form.mode) return;
    try {
      const project = await create({
        name: form.name.trim(),
        website: form.website.trim(),
        mode: form.mode,
        organizationId: organization.id,
      }).unwrap();
      setForm(empty);
      onCreated(project);
    } catch (error) {
      const explained = explain(error, FIELDS);
      setErrors(explained.fields);
      setMessage(explained.message);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('createProject.title')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('createProject.inOrganization', { name: organization.name })}
          </Text>
          <FormError message={message} />
          <TextInput
            label={t('createProject.name')}
            value={form.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name && t(errors.name)}
            withAsterisk
            data-autofocus
          />
          <TextInput
            label={t('createProject.website')}
            description={t('createProject.websiteHint')}
            placeholder="https://"
            type="url"
            value={form.website}
            onChange={(event) => set('website', event.currentTarget.value)}
            error={errors.website && t(errors.website)}
            dir="ltr"
          />
          <Radio.Group
            label={t('createProject.mode')}
            value={form.mode}
            onChange={(value) => set('mode', value as ProjectForm['mode'])}
            error={errors.mode && t(errors.mode)}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              <Radio value="live" label={t('common:mode.live')} description={t('createProject.liveHint')} />
              <Radio value="sandbox" label={t('common:mode.sandbox')} description={t('createProject.sandboxHint')} />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isLoading}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={isLoading}>
              {t('createProject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
