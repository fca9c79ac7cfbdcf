import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFailure, toFailure, type Failure } from '@/lib/http';
import { errorMessageKey } from './error-message';

/** Holds the last failure of a form and gives its translated message. */
export function useFailureMessage() {
  const { t } = useTranslation(['errors']);
  const [failure, setFailure] = useState<Failure | null>(null);
  return {
    failure,
    message: failure ? t(errorMessageKey(failure)) : null,
    setFailure: (error: unknown) => setFailure(error == null ? null : isFailure(error) ? error : toFailure(error)),
    clear: () => setFailure(null),
  };
}
