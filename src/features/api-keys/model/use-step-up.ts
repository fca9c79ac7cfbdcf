import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSixDigitCode, type CodeInputHandle } from '@/components/code-input';
import { selectCurrentUser } from '@/features/session';
import type { Failure } from '@/lib/http';
import { useAppSelector } from '@/lib/store';

/**
 * The step-up code of a key change (create, roll, revoke): asked of users with 2FA up front, and of
 * anyone once the server answers `two-fa-required`; a refused code is cleared and said under it.
 * Returns the state and the code input's handle (for `StepUpField`).
 */
export function useStepUp() {
  const { t } = useTranslation(['apiKeys', 'errors']);
  const twoFa = useAppSelector(selectCurrentUser)?.twoFaEnabled ?? false;
  const [needed, setNeeded] = useState(twoFa);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<CodeInputHandle>(null);

  const stepUp = {
    needed,
    code,
    error,
    reset: () => {
      setNeeded(twoFa);
      setCode('');
      setError(null);
    },
    change: (value: string) => {
      setCode(value);
      if (value) setError(null);
    },
    /** Before sending: false (and the reason under the boxes) when a code is needed and not whole. */
    ready: (typed = code) => {
      if (!needed || isSixDigitCode(typed)) return true;
      setError(t('stepUp.required'));
      input.current?.focusFirstEmpty();
      return false;
    },
    /** The code to send, if one is needed. */
    codeFor: (typed = code) => (needed ? typed : undefined),
    /** After a refusal: true when it was about the code (then said under it). */
    refused: (failure: Failure) => {
      const codes = failure.errors.map((e) => String(e.code));
      if (codes.includes('invalid-2fa-code')) {
        setNeeded(true);
        input.current?.clearAndFocus();
        setError(t('errors:incorrect2fa'));
        return true;
      }
      // The money actions' name for the same refusal (docs/api/developers.md, Step-up).
      if (codes.includes('two-fa-required') || codes.includes('step-up-required')) {
        setNeeded(true);
        setError(t('stepUp.required'));
        return true;
      }
      return false;
    },
  };
  return [stepUp, input] as const;
}

export type StepUp = ReturnType<typeof useStepUp>[0];
