import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import type { Resource } from '@/features/workspace';
import { useCreateOrganizationMutation } from '../api/create-workspace';
import { hasErrors, validateOrganization, type FieldErrors, type OrganizationForm } from '../model/field-errors';
import { useCreateFailure } from '../model/use-create-failure';

const FIELDS = ['name', 'number'] as const;
const empty: OrganizationForm = { name: '', number: '' };

interface Props {
  opened: boolean;
  merchantId: string;
  onClose: () => void;
  onCreated: (organization: Resource) => void;
}

/** 'Create organization': name and number; field errors under their fields, input kept on error. */
export function CreateOrganizationDialog({ opened, merchantId, onClose, onCreated }: Props) {
  const { t } = useTranslation('projects');
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof OrganizationForm>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateOrganizationMutation();
  const explain = useCreateFailure();

  const change = (field: keyof OrganizationForm) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
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
    const invalid = validateOrganization(form);
    setErrors(invalid);
    if (hasErrors(invalid)) return;
    try {
      const organization = await create({ name: form.name.trim(), number: form.number.trim(), merchantId }).unwrap();
      setForm(empty);
      onCreated(organization);
    } catch (error) {
      const explained = explain(error, FIELDS);
      setErrors(explained.fields);
      setMessage(explained.message);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('createOrganization.title')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FormError message={message} />
          <TextInput
            label={t('createOrganization.name')}
            value={form.name}
            onChange={change('name')}
            error={errors.name && t(errors.name)}
            withAsterisk
            data-autofocus
            autoComplete="organization"
          />
          <TextInput
            label={t('createOrganization.number')}
            description={t('createOrganization.numberHint')}
            value={form.number}
            onChange={change('number')}
            error={errors.number && t(errors.number)}
            withAsterisk
            dir="ltr"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isLoading}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={isLoading}>
              {t('createOrganization.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
