import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CodeInput, keepsHeldAnswer, useCodeRule, type CodeInputHandle } from '@/components/code-input';
import { FormError } from '@/components/feedback/form-error';
import { useFormFailure } from '@/lib/forms';
import { firstErrorCode } from '@/lib/http';
import { useAppDispatch } from '@/lib/store';
import { AuthPage } from '../components/auth-page';
import { BackToLogin } from '../components/back-to-login';
import { NewPasswordFields, useNewPasswordRules } from '../components/new-password-fields';
import { RequireStep } from '../components/require-step';
import { useFormRules } from '../form-rules';
import type { SignInStep } from '../sign-in-slice';
import { submitForcedPasswordChange, signInStep } from '../sign-in-thunks';

const FIELDS = ['current', 'password', 'repeat', 'code'] as const;
/** The server names its own attributes (currentPassword) or none: these refusals belong to a field. */
const CODE_FIELDS = { 'invalid-2fa-code': 'code', 'invalid-current-password': 'current', 'weak-password': 'password' };

function PasswordChangeForm({ step }: { step: SignInStep }) {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const rules = useFormRules();
  const form = useForm({
    initialValues: { current: '', password: '', repeat: '', code: '' },
    // The code is optional (only with 2FA on), but a started one must be whole.
    validate: { current: rules.required, ...useNewPasswordRules(), code: useCodeRule({ optional: true }) },
  });
  const failure = useFormFailure(form, { fields: FIELDS, codeFields: CODE_FIELDS });
  const codeInput = useRef<CodeInputHandle>(null);

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (keepsHeldAnswer(event, { value: form.getValues().code, error: form.errors.code }, codeInput.current)) return;
    form.onSubmit(
      async ({ current, password, code }) => {
        failure.clear();
        const result = await dispatch(submitForcedPasswordChange(step, { currentPassword: current, newPassword: password, twoFaCode: code }));
        if (signInStep.fulfilled.match(result)) {
          return navigate(result.payload, { replace: true, state: { from: 'password-change' } });
        }
        if (result.payload && firstErrorCode(result.payload) === 'invalid-2fa-code') codeInput.current?.clearAndFocus();
        failure.show(result.payload);
      },
      (errors) => {
        failure.clear();
        if (errors.code && !errors.current && !errors.password && !errors.repeat) codeInput.current?.focusFirstEmpty();
      },
    )(event);
  };

  return (
    <AuthPage title={t('passwordChange.title')} description={t('passwordChange.description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={failure.message} />
          <PasswordInput label={t('password.current')} autoComplete="current-password" required {...form.getInputProps('current')} />
          <NewPasswordFields password={form.getInputProps('password')} repeat={form.getInputProps('repeat')} />
          <CodeInput
            ref={codeInput}
            label={t('password.twoFaCode')}
            description={t('password.twoFaCodeHint')}
            digitLabel={(index, total) => t('twoFa.digit', { index, total })}
            {...form.getInputProps('code')}
          />
          <Button type="submit" loading={form.submitting} fullWidth>
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
