import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '../components/auth-page';
import { SetPasswordForm } from '../components/set-password-form';

export function ConfirmPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthPage title={t('confirm.doneTitle')} description={t('confirm.done')}>
        <Button component={Link} to="/login" fullWidth>
          {t('common:signIn')}
        </Button>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('confirm.title')} description={t('confirm.description')}>
      <SetPasswordForm
        token={token}
        submitLabel={t('confirm.submit')}
        onDone={() => setDone(true)}
        onExpired={() => navigate('/token-expired', { replace: true })}
      />
    </AuthPage>
  );
}
