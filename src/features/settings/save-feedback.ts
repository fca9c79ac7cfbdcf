import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey, useFormFailure, type ErrorTarget, type FormFailure, type FormFailureOptions, type MessageCatalogue } from '@/lib/forms';
import { toFailure, type Failure } from '@/lib/http';
import { notify, tx, type NoticeText } from '@/lib/notify';

/** Codes of this screen's own calls (phone linking); the rest come from the shared catalogue. */
export const SETTINGS_CODES: MessageCatalogue = {
  'invalid-code': 'settings:failures.invalidCode',
  'invalid-phone': 'settings:failures.invalidPhone',
  'code-not-sent': 'settings:failures.codeNotSent',
  // Passkeys (docs/api/passkeys.md).
  'invalid-passkey': 'settings:passkeys.failures.invalid',
  'passkey-exists': 'settings:passkeys.failures.exists',
  'passkey-limit': 'settings:passkeys.failures.limit',
};

export const failureKey = (failure: Failure): string => failureMessageKey(failure, SETTINGS_CODES);

/**
 * Notifies the result of a save, titled by the section (its key in `settings`, e.g. 'language.title'),
 * in words a language switch rewrites. `failed` returns the translated message so the form can show it
 * next to the fields too (the typed values stay where they are).
 */
export function useSaveFeedback(sectionKey: string) {
  const { t } = useTranslation(['settings', 'errors']);
  const succeeded = useCallback(
    (message?: NoticeText) => notify({ color: 'teal', title: tx(`settings:${sectionKey}`), message: message ?? tx('settings:notify.saved') }),
    [sectionKey],
  );
  const failed = useCallback(
    (error: unknown) => {
      const key = failureKey(toFailure(error));
      notify({ color: 'red', title: tx('settings:notify.notSaved', { section: tx(`settings:${sectionKey}`) }), message: tx(key) });
      return t(key);
    },
    [sectionKey, t],
  );
  return { succeeded, failed };
}

/**
 * A settings form's refusals: notified (as every save is), and told in the form with this
 * screen's codes through `useFormFailure` (next to the field, or above the form).
 */
export function useSettingsFailure(sectionKey: string, form: ErrorTarget, options: FormFailureOptions): FormFailure {
  const { failed } = useSaveFeedback(sectionKey);
  const failure = useFormFailure(form, { codes: SETTINGS_CODES, ...options });
  return {
    ...failure,
    show: (error) => {
      failed(error);
      return failure.show(error);
    },
  };
}
