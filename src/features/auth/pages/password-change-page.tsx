import { Button, PasswordInput, Stack } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, CodeInput, isSixDigitCode, type CodeInputHandle } from '@/components/code-input';
import { FormError } from '@/components/feedback/form-error';
import { useAppDispatch } from '@/lib/store';
import { firstErrorCode, isFailure } from '@/lib/http';
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
  const [errors, setErrors] = useState<{ current?: string; password?: string; repeat?: string; code?: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const failure = useFailureMessage();
  const codeInput = useRef<CodeInputHandle>(null);
  const wrongCode = failure.failure !== null && firstErrorCode(failure.failure) === 'invalid-2fa-code';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: currentPassword ? undefined : t('errors:required'),
      ...(check(next) ?? {}),
      // The code is optional (only with 2FA on), but a started one must be whole.
      code: twoFaCode && !isSixDigitCode(twoFaCode) ? t('errors:codeLength', { length: CODE_LENGTH }) : undefined,
    };
    setErrors(found);
    if (found.current || found.password || found.repeat) return;
    if (found.code) return codeInput.current?.focusFirstEmpty();
    failure.clear();
    setSubmitting(true);
    const result = await dispatch(
      submitForcedPasswordChange(step, { currentPassword, newPassword: next.password, twoFaCode }),
    );
    setSubmitting(false);
    if (signInStep.fulfilled.match(result)) {
      return navigate(result.payload, { replace: true, state: { from: 'password-change' } });
    }
    failure.setFailure(result.payload);
    if (isFailure(result.payload) && firstErrorCode(result.payload) === 'invalid-2fa-code') codeInput.current?.clearAndFocus();
  };

  return (
    <AuthPage title={t('passwordChange.title')} description={t('passwordChange.description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={wrongCode ? null : failure.message} />
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.currentTarget.value)}
            error={errors?.current}
          />
          <NewPasswordFields value={next} onChange={setNext} errors={errors} />
          <CodeInput
            ref={codeInput}
            label={t('password.twoFaCode')}
            description={t('password.twoFaCodeHint')}
            digitLabel={(index, total) => t('twoFa.digit', { index, total })}
            value={twoFaCode}
            onChange={setTwoFaCode}
            error={errors?.code ?? (wrongCode ? failure.message : null)}
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
