import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { safeRedirect } from '@/lib/navigation';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { selectSessionStatus } from '@/features/session';
import { AuthPage } from '../components/auth-page';
import { SignOutWarning } from '../components/sign-out-warning';
import { submitLogin, signInStep } from '../sign-in-thunks';
import { useFailureMessage } from '../use-failure-message';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const status = useAppSelector(selectSessionStatus);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isTrustedDevice, setTrustedDevice] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const failure = useFailureMessage();

  if (status === 'authenticated' && !submitting) return <Navigate to={redirect} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      email: !email.trim() ? t('errors:required') : !emailPattern.test(email.trim()) ? t('errors:invalidEmail') : undefined,
      password: !password ? t('errors:required') : undefined,
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    failure.clear();
    setSubmitting(true);
    const result = await dispatch(submitLogin({ email: email.trim(), password, isTrustedDevice, redirect }));
    // On success stay "submitting": the page navigates once, here, not again through <Navigate>.
    if (signInStep.fulfilled.match(result)) {
      navigate(result.payload, { replace: true, state: { from: 'login' } });
      return;
    }
    setSubmitting(false);
    const code = result.payload?.errors[0]?.code;
    if (code === 'account-blocked') return navigate('/account-blocked');
    if (code === 'account-suspended') return navigate('/account-suspended');
    failure.setFailure(result.payload);
  };

  return (
    <AuthPage title={t('login.title')} description={t('login.description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SignOutWarning />
          <FormError message={failure.message} />
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldErrors.email}
            data-autofocus
            autoFocus
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
          />
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Checkbox
              label={t('login.trustedDevice')}
              description={t('login.trustedDeviceHint')}
              checked={isTrustedDevice}
              onChange={(e) => setTrustedDevice(e.currentTarget.checked)}
            />
            <Anchor component={Link} to="/reset" size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={submitting}>
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
    </AuthPage>
  );
}
