import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { getPasskeyAssertion, isPasskeyError, passkeysSupported } from '@/lib/passkeys';
import { useConfirmStepUpMutation, useStepUpPasskeyOptionsMutation } from './step-up-api';

/**
 * Confirming the step-up with one of the user's passkeys: a fresh challenge from the server, the
 * browser's passkey prompt, then `users/confirmStepUp` with its answer. Resolves true once the window
 * is open; otherwise shows why (cancelled at the prompt: nothing).
 */
export function usePasskeyStepUp(onError: (message: string | null) => void) {
  const { t } = useTranslation(['stepUp', 'errors']);
  const [options] = useStepUpPasskeyOptionsMutation();
  const [confirm] = useConfirmStepUpMutation();
  const [busy, setBusy] = useState(false);

  const run = async (): Promise<boolean> => {
    setBusy(true);
    onError(null);
    try {
      const passkey = await getPasskeyAssertion(await options().unwrap());
      await confirm({ passkey }).unwrap();
      return true;
    } catch (caught) {
      if (isPasskeyError(caught)) {
        if (caught.problem !== 'cancelled') onError(t('passkey.failed'));
      } else {
        const failure = toFailure(caught);
        onError(t(failureMessageKey(failure, { 'no-passkey': 'stepUp:passkey.none', 'invalid-passkey': 'stepUp:passkey.failed' })));
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { supported: passkeysSupported(), busy, run };
}
