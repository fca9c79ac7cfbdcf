import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { useFormFailure } from '@/lib/forms';
import { firstErrorCode } from '@/lib/http';
import { setPassword } from '../api/password-calls';
import { NewPasswordFields, useNewPasswordRules, type NewPasswordValue } from './new-password-fields';

const FIELDS = ['password', 'repeat'] as const;

/** Sets a password with an emailed token (account confirmation and password reset). */
export function SetPasswordForm({ token, submitLabel, onDone, onExpired }: { token: string; submitLabel: string; onDone: () => void; onExpired: () => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<NewPasswordValue>({ initialValues: { password: '', repeat: '' }, validate: useNewPasswordRules() });
  const failure = useFormFailure(form, { fields: FIELDS });

  const onSubmit = form.onSubmit(async ({ password }) => {
    failure.clear();
    try {
      await setPassword(token, password);
      onDone();
    } catch (error) {
      // An expired link has a page of its own; anything else is told here and the typed passwords stay.
      if (firstErrorCode(failure.show(error)) === 'token-expired') onExpired();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('password.formLabel')}>
      <Stack gap="md">
        <FormError message={failure.messageKey === 'errors:tokenExpired' ? null : failure.message} />
        <NewPasswordFields password={form.getInputProps('password')} repeat={form.getInputProps('repeat')} />
        <Button type="submit" loading={form.submitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
