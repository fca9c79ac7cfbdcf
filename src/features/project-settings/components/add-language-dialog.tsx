import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormFailure } from '@/lib/forms';
import { notify, tx } from '@/lib/notify';
import { canonicalLanguageTag } from '@/lib/validation/language-tag';
import { useCreateCheckoutTranslationMutation, type CheckoutTranslation } from '../api/checkout-translations-api';
import { LANGUAGE_CODE_FIELDS, LANGUAGE_CODES } from '../model/codes';
import { useLanguageLabel } from '../model/language-label';

const FIELDS = ['language'] as const;

interface Props {
  opened: boolean;
  projectId: string;
  projectName: string;
  /** The project's languages now, to refuse one again before asking the server. */
  existing: string[];
  onClose: () => void;
  onAdded: (translation: CheckoutTranslation) => void;
}

/**
 * "Add language": a BCP 47 tag ('Incorrect format' when it is not one, 'Language already exists'), sent in
 * canonical case; the name it stands for is shown while typed.
 */
export function AddLanguageDialog({ opened, projectId, projectName, existing, onClose, onAdded }: Props) {
  const { t } = useTranslation('projectSettings');
  const label = useLanguageLabel();
  const [create] = useCreateCheckoutTranslationMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { language: '' },
    validate: {
      language: (value: string) => {
        if (!value.trim()) return t('languages.add.required');
        const tag = canonicalLanguageTag(value);
        if (!tag) return t('languages.add.incorrectFormat');
        return existing.some((language) => language.toLowerCase() === tag.toLowerCase()) ? t('languages.add.exists') : null;
      },
    },
  });
  const failure = useFormFailure(form, { fields: FIELDS, codes: LANGUAGE_CODES, codeFields: LANGUAGE_CODE_FIELDS, leftoverField: 'language' });
  const typed = canonicalLanguageTag(form.getValues().language);

  const close = () => {
    if (form.submitting) return;
    form.reset();
    failure.clear();
    onClose();
  };

  const onSubmit = form.onSubmit(async ({ language }) => {
    failure.clear();
    try {
      const created = await create({ resourceId: projectId, language: canonicalLanguageTag(language) ?? language }).unwrap();
      notify({ color: 'teal', title: tx('projectSettings:languages.add.done', { language: label(created.language) }), message: projectName });
      form.reset();
      onAdded(created);
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <FormDialog
      opened={opened}
      title={t('languages.add.title')}
      intro={t('languages.add.intro', { name: projectName })}
      error={failure.message}
      submitLabel={t('languages.add.submit')}
      submitting={form.submitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={close}
    >
      <TextInput
        label={t('languages.add.tag')}
        description={typed ? t('languages.add.willBe', { language: label(typed) }) : t('languages.add.tagHint')}
        placeholder="pt-BR"
        dir="ltr"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        withAsterisk
        data-autofocus
        {...form.getInputProps('language')}
      />
    </FormDialog>
  );
}
