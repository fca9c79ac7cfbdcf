import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { firstErrorCode } from '@/lib/http';
import { setPassword } from '../api/password-calls';
import { useFailureMessage } from '../use-failure-message';
import { NewPasswordFields, useNewPasswordCheck } from './new-password-fields';

/** Sets a password with an emailed token (account confirmation and password reset). */
export function SetPasswordForm({
  token,
  submitLabel,
  onDone,
  onExpired,
}: {
  token: string;
  submitLabel: string;
  onDone: () => void;
  onExpired: () => void;
}) {
  const check = useNewPasswordCheck();
  const { t } = useTranslation('auth');
  const [value, setValue] = useState({ password: '', repeat: '' });
  const [errors, setErrors] = useState<ReturnType<typeof check>>(null);
  const [submitting, setSubmitting] = useState(false);
  const failure = useFailureMessage();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(value);
    setErrors(found);
    if (found) return;
    failure.clear();
    setSubmitting(true);
    try {
      await setPassword(token, value.password);
      onDone();
    } catch (error) {
      failure.setFailure(error);
      if (firstErrorCode(error as never) === 'token-expired') onExpired();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('password.formLabel')}>
      <Stack gap="md">
        <FormError message={failure.failure && firstErrorCode(failure.failure) !== 'token-expired' ? failure.message : null} />
        <NewPasswordFields value={value} onChange={setValue} errors={errors} />
        <Button type="submit" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
