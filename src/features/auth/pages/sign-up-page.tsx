import { useTranslation } from 'react-i18next';
import { requestSignUp } from '../api/password-calls';
import { AuthPage } from '../components/auth-page';
import { EmailRequest } from '../components/email-request';

export function SignUpPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('signUp.title')} description={t('signUp.description')}>
      <EmailRequest send={requestSignUp} submitLabel={t('signUp.submit')} sentMessage={(email) => t('signUp.sent', { email })} />
    </AuthPage>
  );
}
