import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** An error announced to screen readers; plain text only, never server HTML. */
export function FormError({ message, title }: { message: string | null | undefined; title?: string }) {
  if (!message) return null;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title={title}>
      {message}
    </Alert>
  );
}
