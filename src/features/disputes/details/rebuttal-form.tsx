import { Button, Group, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { REBUTTAL_MAX } from '@/lib/contract/disputes';
import { useFormFailure } from '@/lib/forms';
import { useSaveRebuttalMutation } from './api/dispute-actions';
import { DISPUTE_CODES } from './dispute-codes';

const FIELDS = ['text'] as const;

interface Props {
  disputeId: string;
  saved: string | null;
  /** Tells the workspace whether the text differs from the saved one (submitting would lose it). */
  onDirtyChange: (dirty: boolean) => void;
}

/** The written response, saved explicitly; shows whether what is in the box is what is saved. */
export function RebuttalForm({ disputeId, saved, onDirtyChange }: Props) {
  const { t } = useTranslation('disputes');
  const [save, { isLoading }] = useSaveRebuttalMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: saved ?? '' },
    validate: { text: (value: string) => (value.trim().length > REBUTTAL_MAX ? t('details.rebuttal.tooLong', { max: REBUTTAL_MAX }) : null) },
  });
  const failure = useFormFailure(form, { fields: FIELDS, codes: DISPUTE_CODES });
  const reference = useRef<{ text: string; id: string } | null>(null);
  const savedText = saved ?? '';
  const dirty = form.values.text.trim() !== savedText;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // A save from elsewhere (another tab) shows here unless this box holds unsaved text.
  useEffect(() => {
    if (!form.isDirty()) form.setInitialValues({ text: savedText });
    if (!form.isDirty()) form.setValues({ text: savedText });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedText]);

  const submit = async ({ text }: { text: string }) => {
    failure.clear();
    const trimmed = text.trim();
    // One reference per text: pressing Save again after a time-out does not save twice.
    if (reference.current?.text !== trimmed) reference.current = { text: trimmed, id: crypto.randomUUID() };
    try {
      await save({ disputeId, text: trimmed, requestReference: reference.current.id }).unwrap();
      reference.current = null;
      form.setInitialValues({ text: trimmed });
      form.setValues({ text: trimmed });
    } catch (error) {
      failure.show(error);
    }
  };

  return (
    <form onSubmit={(event) => form.onSubmit(submit)(event)} noValidate>
      <Textarea
        label={t('workspace.rebuttal')}
        description={t('workspace.rebuttalHint')}
        rows={5}
        maxLength={REBUTTAL_MAX + 100}
        {...form.getInputProps('text')}
      />
      <Group justify="space-between" mt="xs">
        <Text size="xs" c={dirty ? 'var(--mantine-color-orange-light-color)' : 'dimmed'} aria-live="polite">
          {dirty ? t('details.rebuttal.unsaved') : savedText ? (
            <>
              <IconCheck size={12} aria-hidden /> {t('details.rebuttal.saved')}
            </>
          ) : null}
        </Text>
        <Button type="submit" size="sm" loading={isLoading} disabled={!dirty}>
          {t('details.rebuttal.save')}
        </Button>
      </Group>
      <FormError message={failure.message} />
    </form>
  );
}
