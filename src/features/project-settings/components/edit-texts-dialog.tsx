import { Badge, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { checkoutTextKeys } from '@/lib/contract/developers';
import { useFormFailure } from '@/lib/forms';
import { notify, tx } from '@/lib/notify';
import { useUpdateCheckoutTranslationMutation, type CheckoutTranslation } from '../api/checkout-translations-api';
import { missingTextKeys, textsToSave, textValues, type CheckoutTextKey } from '../model/checkout-texts';
import { TEXT_CODES } from '../model/codes';
import { useLanguageLabel } from '../model/language-label';
import { TextsGrid } from './texts-grid';

interface Props {
  /** The language whose texts are edited, or null when closed. */
  translation: CheckoutTranslation | null;
  /** The default language, shown beside (none when it is the one edited). */
  defaultLanguage: CheckoutTranslation | null;
  projectName: string;
  /** Shown without Save to those who may not change them. */
  readOnly: boolean;
  onClose: () => void;
}

const FIELDS = checkoutTextKeys.map((key) => `texts.${key}`);

/**
 * A language's checkout texts, each beside the default language's (read-only): missing ones are
 * marked and counted as they are typed. Save (`checkout-translations/update`) sends the written texts
 * exactly as typed; a blank one falls back to the default language on the checkout page.
 */
export function EditTextsDialog({ translation, defaultLanguage, projectName, readOnly, onClose }: Props) {
  const { t } = useTranslation(['projectSettings', 'common']);
  const label = useLanguageLabel();
  const [update] = useUpdateCheckoutTranslationMutation();
  const form = useForm<{ texts: Record<CheckoutTextKey, string> }>({
    mode: 'controlled',
    initialValues: { texts: textValues({}) },
    // The default language is what the others fall back to: it needs every text (the server's `required`).
    validate: (values) =>
      translation?.isDefault ? Object.fromEntries(missingTextKeys(values.texts).map((key) => [`texts.${key}`, t('errors:required')])) : {},
  });
  const failure = useFormFailure(form, { fields: FIELDS, codes: TEXT_CODES });
  const id = translation?.id ?? null;

  // Each opening starts from the language's saved texts.
  useEffect(() => {
    if (!translation) return;
    form.setInitialValues({ texts: textValues(translation.texts) });
    form.setValues({ texts: textValues(translation.texts) });
    form.clearErrors();
    failure.clear();
    // Only when another language is opened, not when the list is read again while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const values = form.getValues().texts;
  const missing = missingTextKeys(values).length;
  const compareWith = translation && !translation.isDefault ? defaultLanguage : null;
  const title = translation ? t('languages.edit.title', { language: label(translation.language) }) : '';

  const close = () => {
    if (form.submitting) return;
    failure.clear();
    onClose();
  };

  const onSubmit = form.onSubmit(async (submitted) => {
    if (!translation) return;
    failure.clear();
    try {
      await update({ id: translation.id, texts: textsToSave(submitted.texts) }).unwrap();
      notify({ color: 'teal', title: tx('projectSettings:languages.edit.done', { language: label(translation.language) }), message: projectName });
      onClose();
    } catch (error) {
      failure.show(error);
    }
  });

  const summary = (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {compareWith ? t('languages.edit.intro', { language: label(compareWith.language) }) : t('languages.edit.introDefault')}
      </Text>
      <Badge variant="light" color={missing ? 'orange' : 'teal'} tt="none" role="status">
        {missing ? t('languages.missing', { count: missing }) : t('languages.complete')}
      </Badge>
    </Group>
  );

  const grid = translation && (
    <TextsGrid form={form} language={translation.language} compareWith={compareWith} values={values} readOnly={readOnly} disabled={form.submitting} />
  );

  if (readOnly) {
    return (
      <Dialog opened={translation !== null} onClose={onClose} title={title} size="xl" centered={false}>
        <Stack gap="md">
          {summary}
          {grid}
        </Stack>
      </Dialog>
    );
  }
  return (
    <FormDialog
      opened={translation !== null}
      title={title}
      error={failure.message}
      submitLabel={t('languages.edit.submit')}
      submitting={form.submitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={close}
      size="xl"
    >
      {summary}
      {grid}
    </FormDialog>
  );
}
