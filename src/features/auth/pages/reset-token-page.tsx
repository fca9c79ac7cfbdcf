import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { AuthPage } from '../components/auth-page';
import { SetPasswordForm } from '../components/set-password-form';
import { isWellFormedLinkToken } from '../link-token';

export function ResetTokenPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const { token = '' } = useParams();
  const [state, setState] = useState<'form' | 'done' | 'expired'>(() => (isWellFormedLinkToken(token) ? 'form' : 'expired'));

  if (state === 'expired') {
    return (
      <AuthPage title={t('resetToken.title')}>
        <FormError message={t('errors:resetTokenExpired')} />
        <Button component={Link} to="/reset" fullWidth>
          {t('resetToken.requestNew')}
        </Button>
      </AuthPage>
    );
  }
  if (state === 'done') {
    return (
      <AuthPage title={t('resetToken.doneTitle')} description={t('resetToken.done')}>
        <Stack>
          <Button component={Link} to="/login" fullWidth>
            {t('common:signIn')}
          </Button>
        </Stack>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('resetToken.title')} description={t('resetToken.description')}>
      <SetPasswordForm token={token} submitLabel={t('resetToken.submit')} onDone={() => setState('done')} onExpired={() => setState('expired')} />
    </AuthPage>
  );
}
