import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock, IconClockPause, IconHourglassEmpty, IconShieldQuestion } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/env';
import { AuthPage } from '../components/auth-page';
import { BackToLogin } from '../components/back-to-login';

function SupportButton({ subject }: { subject: string }) {
  const { t } = useTranslation('auth');
  return (
    <Button component="a" variant="default" href={`mailto:${brand.supportEmail}?subject=${encodeURIComponent(subject)}`}>
      {t('notice.contactSupport')}
    </Button>
  );
}

/** Blocked after failed attempts (a password reset unblocks it), or by the provider's staff (`?by=provider`: only support does). */
export function AccountBlockedPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const byProvider = useSearchParams()[0].get('by') === 'provider';
  return (
    <AuthPage title={t('blocked.title')}>
      <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
        {byProvider ? t('blocked.byProvider') : t('errors:accountBlocked')}
      </Alert>
      <Text size="sm">{byProvider ? t('blocked.byProviderNext') : t('blocked.next')}</Text>
      <Stack gap="xs">
        {!byProvider && (
          <Button component={Link} to="/reset">
            {t('blocked.reset')}
          </Button>
        )}
        <SupportButton subject={t('blocked.title')} />
      </Stack>
      <BackToLogin />
    </AuthPage>
  );
}

export function AccountSuspendedPage() {
  const { t } = useTranslation(['auth', 'errors']);
  return (
    <AuthPage title={t('suspended.title')}>
      <Alert color="orange" variant="light" icon={<IconClockPause aria-hidden />} role="alert">
        {t('errors:accountSuspended')}
      </Alert>
      <Text size="sm">{t('suspended.next')}</Text>
      <SupportButton subject={t('suspended.title')} />
      <BackToLogin />
    </AuthPage>
  );
}

export function SessionExpiredPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('sessionExpired.title')} description={t('sessionExpired.description')}>
      <Button component={Link} to="/login" leftSection={<IconHourglassEmpty size={18} aria-hidden />}>
        {t('common:signIn')}
      </Button>
    </AuthPage>
  );
}

export function TokenExpiredPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('tokenExpired.title')} description={t('tokenExpired.description')}>
      <Stack gap="xs">
        <Button component={Link} to="/reset">
          {t('tokenExpired.reset')}
        </Button>
        <Button component={Link} to="/sign-up" variant="default">
          {t('tokenExpired.signUp')}
        </Button>
      </Stack>
      <BackToLogin />
    </AuthPage>
  );
}

/** Two-factor reset is handled by support: say how, and open a pre-filled email. */
export function ResetTwoFaPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('reset2fa.title')} description={t('reset2fa.description')}>
      <Alert variant="light" icon={<IconShieldQuestion aria-hidden />}>
        <Stack gap={4} component="ol" style={{ margin: 0, paddingInlineStart: 18 }}>
          <li>{t('reset2fa.step1')}</li>
          <li>{t('reset2fa.step2')}</li>
          <li>{t('reset2fa.step3')}</li>
        </Stack>
      </Alert>
      <SupportButton subject={t('reset2fa.subject')} />
      <BackToLogin />
    </AuthPage>
  );
}
