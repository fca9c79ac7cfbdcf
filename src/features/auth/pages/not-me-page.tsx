import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { failureMessageKey } from '@/lib/forms';
import { firstErrorCode, toFailure } from '@/lib/http';
import { lookUpSignInNotice, reportSignIn, type SignInNotice } from '../api/sign-in-notice';
import { AuthPage } from '../components/auth-page';
import { BackToLogin } from '../components/back-to-login';
import { SignInDetails } from '../components/sign-in-details';
import { isWellFormedLinkToken } from '../link-token';

type View = { state: 'loading' | 'done' | 'used' | 'expired' | 'invalid' } | { state: 'open'; notice: SignInNotice } | { state: 'error'; messageKey: string };

/** The view a refusal of the link leads to (any other failure: an error to retry). */
function refusalView(error: unknown): View {
  const failure = toFailure(error);
  const code = firstErrorCode(failure);
  if (code === 'token-used') return { state: 'used' };
  if (code === 'token-expired') return { state: 'expired' };
  if (code === 'not-found') return { state: 'invalid' };
  return { state: 'error', messageKey: failureMessageKey(failure) };
}

function ResetButton() {
  const { t } = useTranslation('notMe');
  return (
    <Button component={Link} to="/reset" fullWidth>
      {t('reset')}
    </Button>
  );
}

/**
 * The "This wasn't me" link of a new-device sign-in notice (`/this-wasnt-me/:token`, no sign-in
 * needed). Opening it changes nothing: it shows the sign-in, and one button ends that session.
 */
export function NotMePage() {
  const { t } = useTranslation(['notMe', 'errors']);
  const { token = '' } = useParams();
  const [view, setView] = useState<View>(() => (isWellFormedLinkToken(token) ? { state: 'loading' } : { state: 'invalid' }));
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!isWellFormedLinkToken(token)) return;
    let live = true;
    setView({ state: 'loading' });
    lookUpSignInNotice(token).then(
      (notice) => live && setView(notice.status === 'open' ? { state: 'open', notice } : { state: notice.status }),
      (error: unknown) => live && setView(refusalView(error)),
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const confirm = async () => {
    setSending(true);
    setFailure(null);
    try {
      await reportSignIn(token);
      setView({ state: 'done' });
    } catch (error) {
      const next = refusalView(error);
      if (next.state === 'error') setFailure(next.messageKey);
      else setView(next);
    } finally {
      setSending(false);
    }
  };

  switch (view.state) {
    case 'loading':
      return (
        <AuthPage title={t('title')}>
          <Loader size="sm" aria-label={t('loading')} />
        </AuthPage>
      );
    case 'error':
      return (
        <AuthPage title={t('title')}>
          <FormError message={t(view.messageKey)} />
          <Button variant="default" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </Button>
          <BackToLogin />
        </AuthPage>
      );
    case 'done':
      return (
        <AuthPage title={t('doneTitle')}>
          <Alert color="green" variant="light" icon={<IconShieldCheck aria-hidden />} role="status">
            {t('done')}
          </Alert>
          <ResetButton />
          <BackToLogin />
        </AuthPage>
      );
    case 'used':
    case 'expired':
    case 'invalid':
      return (
        <AuthPage title={t('title')}>
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {t(view.state)}
          </Alert>
          <Text size="sm">{t('stillWorried')}</Text>
          <ResetButton />
          <BackToLogin />
        </AuthPage>
      );
    case 'open':
      return (
        <AuthPage title={t('title')} description={t('intro')}>
          <SignInDetails notice={view.notice} />
          <Text size="sm">{t('whatHappens')}</Text>
          <FormError message={failure && t(failure)} />
          <Stack gap="xs">
            <Button color="red" onClick={confirm} loading={sending}>
              {t('confirm')}
            </Button>
            <BackToLogin />
          </Stack>
        </AuthPage>
      );
  }
}
