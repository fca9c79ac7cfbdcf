import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
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
  const dialog = useFormDialog(form, {
    fields: FIELDS,
    codes: CREATE_CODES,
    send: ({ name, number }) => create({ name: name.trim(), number: number.trim(), merchantId }).unwrap(),
    onDone: onCreated,
    onClose,
  });

  return (
    <FormDialog opened={opened} title={t('createOrganization.title')} submitLabel={t('createOrganization.submit')} {...dialog}>
      <TextInput label={t('createOrganization.name')} {...form.getInputProps('name')} withAsterisk data-autofocus autoComplete="organization" />
      <TextInput
        label={t('createOrganization.number')}
        description={t('createOrganization.numberHint')}
        {...form.getInputProps('number')}
        withAsterisk
        dir="ltr"
      />
    </FormDialog>
  );
}
