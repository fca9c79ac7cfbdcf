import { Button, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { isolate } from '@/lib/i18n';
import type { InvitationFacts } from '../api/invitation-calls';
import { AccountInvitation } from '../components/account-invitation';
import { AuthPage } from '../components/auth-page';
import { BackToLogin } from '../components/back-to-login';
import { SetPasswordForm } from '../components/set-password-form';
import { useLinkLookup } from '../use-link-lookup';

/**
 * `/confirm/:token`: an account confirmation or an invitation link. The link is looked up first
 * (docs/api/team.md, *Invitations and the outbox*): an expired or replaced invitation says so at
 * once; an invitation to an address that has an account asks its invitee to sign in and accept
 * (never a password); anything else chooses a password, as a sign-up confirmation always did.
 */
export function ConfirmPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const { state, retry } = useLinkLookup(token);

  if (state.status === 'loading') {
    return (
      <AuthPage title={t('confirm.title')}>
        <Loader aria-label={t('confirm.checking')} />
      </AuthPage>
    );
  }
  if (state.status === 'failed') {
    return (
      <AuthPage title={t('confirm.title')}>
        <Stack gap="md">
          <FormError message={t('confirm.lookupFailed')} />
          <Button onClick={retry}>{t('common:retry')}</Button>
        </Stack>
      </AuthPage>
    );
  }
  const { lookup } = state;
  if (lookup.kind === 'expired' || lookup.kind === 'replaced') {
    return (
      <AuthPage title={t(lookup.kind === 'expired' ? 'confirm.expiredTitle' : 'confirm.replacedTitle')}>
        <FormError message={t(lookup.kind === 'expired' ? 'confirm.expired' : 'confirm.replaced')} />
        <BackToLogin />
      </AuthPage>
    );
  }
  if (lookup.kind === 'invitation' && lookup.invitation.accountExists) return <AccountInvitation token={token} invitation={lookup.invitation} />;
  return <ChoosePassword token={token} invitation={lookup.kind === 'invitation' ? lookup.invitation : null} />;
}

/** A new account: the password is chosen here (an invitation's link proves the mailbox of its address). */
function ChoosePassword({ token, invitation }: { token: string; invitation: InvitationFacts | null }) {
  const { t } = useTranslation('auth');
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
  const description = invitation
    ? t('confirm.invitedNew', { email: isolate(invitation.email), workspace: isolate(invitation.workspace.name) })
    : t('confirm.description');
  return (
    <AuthPage title={invitation ? t('confirm.invitedTitle', { workspace: isolate(invitation.workspace.name) }) : t('confirm.title')} description={description}>
      <SetPasswordForm
        token={token}
        submitLabel={t('confirm.submit')}
        onDone={() => setDone(true)}
        onExpired={() => navigate('/token-expired', { replace: true })}
      />
    </AuthPage>
  );
}
