import { Alert, Button, Text } from '@mantine/core';
import { IconLockExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '../components/auth-page';
import { BackToLogin } from '../components/back-to-login';

/** A password sign-in refused with `password-reset-required`: a sign-in was reported as not the owner's (docs/security.md). */
export function PasswordResetRequiredPage() {
  const { t } = useTranslation(['notMe', 'errors']);
  return (
    <AuthPage title={t('resetRequired.title')}>
      <Alert color="orange" variant="light" icon={<IconLockExclamation aria-hidden />} role="alert">
        {t('errors:passwordResetRequired')}
      </Alert>
      <Text size="sm">{t('resetRequired.next')}</Text>
      <Button component={Link} to="/reset" fullWidth>
        {t('reset')}
      </Button>
      <BackToLogin />
    </AuthPage>
  );
}
