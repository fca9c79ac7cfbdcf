import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { useAppDispatch } from '@/app/store/hooks';
import { AuthPage } from '../components/auth-page';
import { BackToLogin } from '../components/back-to-login';
import { NewPasswordFields, useNewPasswordCheck } from '../components/new-password-fields';
import { RequireStep } from '../components/require-step';
import type { SignInStep } from '../sign-in-slice';
import { submitForcedPasswordChange, signInStep } from '../sign-in-thunks';
import { useFailureMessage } from '../use-failure-message';

function PasswordChangeForm({ step }: { step: SignInStep }) {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const check = useNewPasswordCheck();
  const [currentPassword, setCurrentPassword] = useState('');
  const [next, setNext] = useState({ password: '', repeat: '' });
  const [twoFaCode, setTwoFaCode] = useState('');
  const [errors, setErrors] = useState<{ current?: string; password?: string; repeat?: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const failure = useFailureMessage();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { current: currentPassword ? undefined : t('errors:required'), ...(check(next) ?? {}) };
    setErrors(found);
    if (found.current || found.password || found.repeat) return;
    failure.clear();
    setSubmitting(true);
    const result = await dispatch(
      submitForcedPasswordChange(step, { currentPassword, newPassword: next.password, twoFaCode: twoFaCode.trim() }),
    );
    setSubmitting(false);
    if (signInStep.fulfilled.match(result)) {
      return navigate(result.payload, { replace: true, state: { from: 'password-change' } });
    }
    failure.setFailure(result.payload);
  };

  return (
    <AuthPage title={t('passwordChange.title')} description={t('passwordChange.description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={failure.message} />
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.currentTarget.value)}
            error={errors?.current}
          />
          <NewPasswordFields value={next} onChange={setNext} errors={errors} />
          <TextInput
            label={t('password.twoFaCode')}
            description={t('password.twoFaCodeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={twoFaCode}
            onChange={(e) => setTwoFaCode(e.currentTarget.value.replace(/\D/g, ''))}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t('passwordChange.submit')}
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthPage>
  );
}

export function PasswordChangePage() {
  return <RequireStep kind="password-change">{(step) => <PasswordChangeForm step={step} />}</RequireStep>;
}
