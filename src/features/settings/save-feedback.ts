import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorCode, toFailure, type Failure } from '@/lib/http';
import { notify } from '@/lib/notify';
import { errorMessageKey } from '@/features/auth';

/** Codes of this screen's own calls (phone linking); the rest come from the shared catalogue. */
const settingsCodes: Record<string, string> = {
  'invalid-code': 'settings:failures.invalidCode',
  'invalid-phone': 'settings:failures.invalidPhone',
  'code-not-sent': 'settings:failures.codeNotSent',
};

export function failureKey(failure: Failure): string {
  const code = firstErrorCode(failure);
  return (code && settingsCodes[code]) || errorMessageKey(failure);
}

/**
 * Notifies the result of a save. `failed` returns the translated message so the form can
 * show it next to the fields too (the typed values stay where they are).
 */
export function useSaveFeedback(section: string) {
  const { t } = useTranslation(['settings', 'errors']);
  const succeeded = useCallback(
    (message?: string) => notify({ color: 'teal', title: section, message: message ?? t('settings:notify.saved') }),
    [section, t],
  );
  const failed = useCallback(
    (error: unknown) => {
      const message = t(failureKey(toFailure(error)));
      notify({ color: 'red', title: t('settings:notify.notSaved', { section }), message });
      return message;
    },
    [section, t],
  );
  return { succeeded, failed };
}
