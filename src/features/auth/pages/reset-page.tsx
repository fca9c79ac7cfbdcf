import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../api/password-calls';
import { AuthPage } from '../components/auth-page';
import { EmailRequest } from '../components/email-request';

export function ResetPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('reset.title')} description={t('reset.description')}>
      <EmailRequest send={requestPasswordReset} submitLabel={t('reset.submit')} sentMessage={(email) => t('reset.sent', { email })} />
    </AuthPage>
  );
}
