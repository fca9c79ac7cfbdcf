import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { useFormFailure } from '@/lib/forms';
import type { Resource } from '@/features/workspace';
import { useCreateOrganizationMutation } from '../api/create-workspace';
import { CREATE_CODES } from '../model/create-codes';

const FIELDS = ['name', 'number'] as const;

interface Props {
  opened: boolean;
  merchantId: string;
  onClose: () => void;
  onCreated: (organization: Resource) => void;
}

/** 'Create organization': name and number; field errors under their fields, input kept on error. */
export function CreateOrganizationDialog({ opened, merchantId, onClose, onCreated }: Props) {
  const { t } = useTranslation('projects');
  const [create] = useCreateOrganizationMutation();
  // Client checks are the required fields only: formats are the contract's rules, told by the server.
  const form = useForm({
    initialValues: { name: '', number: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('validation.nameRequired')),
      number: (value) => (value.trim() ? null : t('validation.numberRequired')),
    },
  });
  const failure = useFormFailure(form, { fields: FIELDS, codes: CREATE_CODES });

  const close = () => {
    if (form.submitting) return;
    form.reset();
    failure.clear();
    onClose();
  };

  const onSubmit = form.onSubmit(async ({ name, number }) => {
    failure.clear();
    try {
      const organization = await create({ name: name.trim(), number: number.trim(), merchantId }).unwrap();
      form.reset();
      onCreated(organization);
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('createOrganization.title')} closeButtonProps={{ 'aria-label': t('common:close') }} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={failure.message} />
          <TextInput label={t('createOrganization.name')} {...form.getInputProps('name')} withAsterisk data-autofocus autoComplete="organization" />
          <TextInput
            label={t('createOrganization.number')}
            description={t('createOrganization.numberHint')}
            {...form.getInputProps('number')}
            withAsterisk
            dir="ltr"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={form.submitting}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('createOrganization.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
