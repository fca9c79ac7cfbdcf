import { Button, Group, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { Dialog, type DialogProps } from './dialog-frame';

export interface DialogFormProps {
  /** A line under the title: what the form does, to whom. */
  intro?: ReactNode;
  /** The server's message for the whole form (field errors sit on their fields). */
  error?: string | null;
  submitLabel: string;
  /** The form is being sent: Cancel is off, the submit button spins. */
  submitting: boolean;
  submitDisabled?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** "Cancel" unless the feature has its own words. */
  cancelLabel?: string;
  onCancel: () => void;
  children: ReactNode;
}

/** A form's content in a dialog: intro, the form's error, its fields, then Cancel and the submit button (Enter submits). */
export function DialogForm({ intro, error, submitLabel, submitting, submitDisabled, onSubmit, cancelLabel, onCancel, children }: DialogFormProps) {
  const { t } = useTranslation('common');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        <FormError message={error ?? null} />
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface Props extends Omit<DialogFormProps, 'onCancel'>, Pick<DialogProps, 'size' | 'closeLabel'> {
  opened: boolean;
  title: string;
  /** Cancel, Escape or the close button; ignored while the form is being sent. */
  onClose: () => void;
}

/** A dialog around one form: title, intro, the form's error, its fields, then Cancel and the submit button. */
export function FormDialog({ opened, title, size, closeLabel, onClose, ...form }: Props) {
  const close = () => {
    if (!form.submitting) onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} busy={form.submitting} title={title} size={size} closeLabel={closeLabel}>
      <DialogForm {...form} onCancel={close} />
    </Dialog>
  );
}
