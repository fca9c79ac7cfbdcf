import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { VIEW_NAME_MAX } from '@/lib/contract/transaction-views';
import { useFormFailure } from '@/lib/forms';
import { useCreateTransactionViewMutation, type TransactionView } from './views-api';
import { VIEW_CODES } from './view-codes';

const FIELDS = ['name'] as const;

interface Props {
  opened: boolean;
  /** The query to save (the list's URL without paging, with its columns). */
  query: string;
  onClose: () => void;
  onSaved: (view: TransactionView) => void;
}

/** 'Save view': names the list's current filters, search, sort and columns. */
export function SaveViewDialog({ opened, query, onClose, onSaved }: Props) {
  const { t } = useTranslation('transactions');
  const [create] = useCreateTransactionViewMutation();
  const form = useForm({
    initialValues: { name: '' },
    validate: {
      name: (value) => {
        const name = value.trim();
        if (!name) return t('views.nameRequired');
        return name.length > VIEW_NAME_MAX ? t('views.nameTooLong', { max: VIEW_NAME_MAX }) : null;
      },
    },
  });
  const failure = useFormFailure(form, { fields: FIELDS, codes: VIEW_CODES });

  const close = () => {
    if (form.submitting) return;
    form.reset();
    failure.clear();
    onClose();
  };

  const onSubmit = form.onSubmit(async ({ name }) => {
    failure.clear();
    try {
      const view = await create({ name: name.trim(), query }).unwrap();
      form.reset();
      onSaved(view);
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('views.saveTitle')} centered closeButtonProps={{ 'aria-label': t('common:close') }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('views.saveHint')}
          </Text>
          <FormError message={failure.message} />
          <TextInput label={t('views.name')} {...form.getInputProps('name')} withAsterisk data-autofocus maxLength={VIEW_NAME_MAX + 20} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={form.submitting}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('views.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
