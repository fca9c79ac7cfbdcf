import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { useFormFailure } from '@/lib/forms';
import { firstErrorCode, type Failure } from '@/lib/http';
import { safeRedirect } from '@/lib/navigation';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { selectSessionStatus } from '@/features/session';
import { AuthPage } from '../components/auth-page';
import { SignOutWarning } from '../components/sign-out-warning';
import { EndedByServerNotice } from '../components/ended-by-server-notice';
import { PASSKEY_SIGN_IN_CODES, PasskeySignIn } from '../components/passkey-sign-in';
import { useFormRules } from '../form-rules';
import { submitLogin, signInStep } from '../sign-in-thunks';

const FIELDS = ['email', 'password'] as const;
/** Refusals that have a page of their own instead of a message. */
const REFUSAL_PAGES: Record<string, string> = {
  'account-blocked': '/account-blocked',
  'account-suspended': '/account-suspended',
  'password-reset-required': '/password-reset-required',
};

export function LoginPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const status = useAppSelector(selectSessionStatus);
  const rules = useFormRules();
  const form = useForm({
    initialValues: { email: '', password: '', isTrustedDevice: false },
    validate: { email: rules.email, password: rules.required },
  });
  const failure = useFormFailure(form, { fields: FIELDS, codes: PASSKEY_SIGN_IN_CODES });
  // Set on success: the page navigates once, here, not again through <Navigate>.
  const [leaving, setLeaving] = useState(false);

  if (status === 'authenticated' && !form.submitting && !leaving) return <Navigate to={redirect} replace />;

  const leave = (path: string) => {
    setLeaving(true);
    return navigate(path, { replace: true, state: { from: 'login' } });
  };
  /** A refusal with a page of its own goes there; true when it did. */
  const refusalPage = (refusal: Failure | undefined) => {
    const page = REFUSAL_PAGES[(refusal && firstErrorCode(refusal)) ?? ''];
    // The provider's staff locked the account: its page says so (only support lifts it).
    const byProvider = refusal?.errors[0]?.meta?.lockedBy === 'provider';
    if (page) void navigate(byProvider ? `${page}?by=provider` : page);
    return page !== undefined;
  };

  const onSubmit = form.onSubmit(async ({ email, password, isTrustedDevice }) => {
    failure.clear();
    const result = await dispatch(submitLogin({ email: email.trim(), password, isTrustedDevice, redirect }));
    if (signInStep.fulfilled.match(result)) return leave(result.payload);
    if (!refusalPage(result.payload)) failure.show(result.payload);
  });

  return (
    <AuthPage title={t('login.title')} description={t('login.description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SignOutWarning />
          <EndedByServerNotice />
          <FormError message={failure.message} />
          <TextInput label={t('login.email')} type="email" autoComplete="username" required {...form.getInputProps('email')} data-autofocus autoFocus />
          <PasswordInput label={t('login.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Checkbox
              label={t('login.trustedDevice')}
              description={t('login.trustedDeviceHint')}
              {...form.getInputProps('isTrustedDevice', { type: 'checkbox' })}
            />
            <Anchor component={Link} to="/reset" size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={form.submitting || leaving}>
            {t('login.submit')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/sign-up" size="sm">
              {t('login.signUp')}
            </Anchor>
            <Anchor component={Link} to="/reset2fa" size="sm">
              {t('login.lost2fa')}
            </Anchor>
          </Group>
        </Stack>
      </form>
      <PasskeySignIn redirect={redirect} onStart={failure.clear} onNext={(path) => void leave(path)} onRefused={refusalPage} />
    </AuthPage>
  );
}
