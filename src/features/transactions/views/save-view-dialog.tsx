import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { VIEW_NAME_MAX } from '@/lib/contract/transaction-views';
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
  const dialog = useFormDialog(form, {
    fields: FIELDS,
    codes: VIEW_CODES,
    send: ({ name }) => create({ name: name.trim(), query }).unwrap(),
    onDone: onSaved,
    onClose,
  });

  return (
    <FormDialog opened={opened} title={t('views.saveTitle')} intro={t('views.saveHint')} submitLabel={t('views.save')} {...dialog}>
      <TextInput label={t('views.name')} {...form.getInputProps('name')} withAsterisk data-autofocus maxLength={VIEW_NAME_MAX + 20} />
    </FormDialog>
  );
}
