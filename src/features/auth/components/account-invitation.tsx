import { Button, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { hrefs } from '@/config/paths';
import { callerOf } from '@/lib/actions';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { isolate } from '@/lib/i18n';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { endSession, selectCurrentUser, selectSessionStatus } from '@/features/session';
import { acceptInvitation, type InvitationFacts } from '../api/invitation-calls';
import { AuthPage } from './auth-page';

/** Refusals of `team/acceptInvitation`, in the invitee's words. */
const ACCEPT_CODES = {
  'invitation-expired': 'auth:confirm.expired',
  'invitation-email-mismatch': 'auth:confirm.mismatch',
  'not-found': 'auth:confirm.gone',
  forbidden: 'auth:confirm.noLongerValid',
  'grant-exceeds-own': 'auth:confirm.noLongerValid',
} as const;

/**
 * An invitation to an address that already has an account (docs/api/team.md): the link never sets a
 * password. Signed out, the page asks the invitee to sign in as themselves (their own password and
 * second factor) and brings them back here; signed in as the invitation's address, "Accept invitation"
 * calls `team/acceptInvitation`; signed in as someone else, it offers to switch account.
 */
export function AccountInvitation({ token, invitation }: { token: string; invitation: InvitationFacts }) {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  // One intent, one reference: a retry after a lost answer is answered, never applied twice.
  const [reference] = useState(() => crypto.randomUUID());
  const [accepting, setAccepting] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const here = `/confirm/${encodeURIComponent(token)}`;
  const values = { email: isolate(invitation.email), workspace: isolate(invitation.workspace.name), inviter: isolate(invitation.inviterName ?? '') };
  const title = t('confirm.invitedTitle', { workspace: values.workspace });

  if (accepted) {
    return (
      <AuthPage title={t('confirm.acceptedTitle')} description={t('confirm.accepted', values)}>
        <Button component={Link} to="/" fullWidth>
          {t('confirm.toDashboard')}
        </Button>
      </AuthPage>
    );
  }
  if (status === 'unknown' || status === 'restoring' || status === 'starting') {
    return (
      <AuthPage title={title}>
        <Loader aria-label={t('common:loading')} />
      </AuthPage>
    );
  }
  if (status !== 'authenticated' || !user) {
    return (
      <AuthPage title={title} description={t(invitation.inviterName ? 'confirm.accountIntroBy' : 'confirm.accountIntro', values)}>
        <Button component={Link} to={hrefs.loginWithRedirect(here)} fullWidth>
          {t('confirm.signInToAccept')}
        </Button>
      </AuthPage>
    );
  }
  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <AuthPage title={title} description={t('confirm.otherAccount', { ...values, current: isolate(user.email) })}>
        <Button fullWidth onClick={() => void dispatch(endSession({ callServer: true, goTo: hrefs.loginWithRedirect(here) }))}>
          {t('confirm.switchAccount')}
        </Button>
      </AuthPage>
    );
  }

  const accept = async () => {
    setAccepting(true);
    setErrorKey(null);
    try {
      await acceptInvitation(callerOf(dispatch), { token, resourceId: invitation.workspace.id, requestReference: reference });
      setAccepted(true);
    } catch (error) {
      setErrorKey(failureMessageKey(toFailure(error), ACCEPT_CODES));
    } finally {
      setAccepting(false);
    }
  };

  return (
    <AuthPage title={title} description={t('confirm.acceptIntro', values)}>
      <Stack gap="md">
        <FormError message={errorKey ? t(errorKey) : null} />
        <Button fullWidth loading={accepting} onClick={() => void accept()}>
          {t('confirm.accept')}
        </Button>
      </Stack>
    </AuthPage>
  );
}
