import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthPage } from '../components/auth-page';
import { BackToLogin } from '../components/back-to-login';
import { RequireStep } from '../components/require-step';
import { TwoFaSetup } from '../components/two-fa-setup';

/** Forced setup: the team enforces 2FA and this user has none (opened by the sign-in answer). */
export function ForcedTwoFaSetupPage() {
  const { t } = useTranslation('auth');
  return (
    <RequireStep kind="2fa-setup">
      {(_step, token) => (
        <AuthPage title={t('setup2fa.forcedTitle')} description={t('setup2fa.forcedDescription')}>
          <TwoFaSetup token={token} />
          <BackToLogin />
        </AuthPage>
      )}
    </RequireStep>
  );
}

/** Setup from an emailed link: the path token becomes the access-token header of the setup's own calls. */
export function SetTwoFaPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  return (
    <AuthPage title={t('setup2fa.title')} description={t('setup2fa.description')}>
      <TwoFaSetup token={token} />
      <BackToLogin />
    </AuthPage>
  );
}
