import { Button, Group, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';

interface Props {
  opened: boolean;
  title: string;
  /** A line under the title: what the form does, to whom. */
  intro?: ReactNode;
  /** The server's message for the whole form (field errors sit on their fields). */
  error?: string | null;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Cancel, Escape or the close button; ignored while the form is being sent. */
  onClose: () => void;
  size?: ModalProps['size'];
  children: ReactNode;
}

/** A dialog around one form: title, intro, the form's error, its fields, then Cancel and the submit button. */
export function FormDialog({ opened, title, intro, error, submitLabel, submitting, onSubmit, onClose, size, children }: Props) {
  const { t } = useTranslation('common');
  const close = () => {
    if (!submitting) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': t('close') }} centered size={size}>
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
            <Button variant="default" onClick={close} disabled={submitting}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
