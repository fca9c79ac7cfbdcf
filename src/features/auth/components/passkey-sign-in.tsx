import { Button, Divider, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { failureMessageKey, type MessageCatalogue } from '@/lib/forms';
import { toFailure, type Failure } from '@/lib/http';
import { getPasskeyAssertion, isPasskeyError, type PasskeyProblem } from '@/lib/passkeys';
import { useAppDispatch } from '@/lib/store';
import { postPasskeyOptions } from '../api/sign-in';
import { signInStep, submitPasskeyLogin } from '../sign-in-thunks';

/** The server's passkey refusals at sign-in (docs/api/passkeys.md); the password form shows `passkey-required`. */
export const PASSKEY_SIGN_IN_CODES: MessageCatalogue = {
  'invalid-passkey': 'auth:passkey.invalid',
  'passkey-required': 'auth:passkey.required',
};

const problemKeys: Record<PasskeyProblem, string> = {
  cancelled: 'auth:passkey.cancelled',
  unsupported: 'auth:passkey.unsupported',
  exists: 'auth:passkey.failed',
  failed: 'auth:passkey.failed',
};

interface Props {
  redirect: string;
  /** Before the ceremony: the page clears its own message. */
  onStart: () => void;
  /** Signed in, or the next step's page. */
  onNext: (path: string) => void;
  /** A refusal the page handles itself (a page of its own); false to have it said here. */
  onRefused: (failure: Failure) => boolean;
}

/**
 * "Sign in with a passkey": no e-mail, no password and no code (a passkey is both factors). The
 * browser asks for any passkey of this site (discoverable credentials); the WebAuthn library is
 * downloaded on the press, not with the page.
 */
export function PasskeySignIn({ redirect, onStart, onNext, onRefused }: Props) {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [messageKey, setMessageKey] = useState<string | null>(null);

  const signIn = async () => {
    if (busy) return;
    onStart();
    setMessageKey(null);
    setBusy(true);
    try {
      const response = await getPasskeyAssertion(await postPasskeyOptions());
      const result = await dispatch(submitPasskeyLogin({ response, redirect }));
      if (signInStep.fulfilled.match(result)) return onNext(result.payload);
      const failure = result.payload ?? toFailure(result.error);
      if (!onRefused(failure)) setMessageKey(failureMessageKey(failure, PASSKEY_SIGN_IN_CODES));
    } catch (error) {
      setMessageKey(isPasskeyError(error) ? problemKeys[error.problem] : failureMessageKey(toFailure(error), PASSKEY_SIGN_IN_CODES));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Divider label={t('login.or')} labelPosition="center" />
      <FormError message={messageKey ? t(messageKey) : null} />
      <Button variant="default" fullWidth leftSection={<IconKey size={18} aria-hidden />} loading={busy} onClick={() => void signIn()}>
        {t('login.passkey')}
      </Button>
    </Stack>
  );
}
