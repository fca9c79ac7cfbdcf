import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFailure, type Failure } from '@/lib/http';
import { applyServerErrors, type ApplyOptions, type ErrorTarget } from './apply-server-errors';

export type FormFailureOptions = Omit<ApplyOptions, 't'>;

export interface FormFailure {
  /** Key of the message shown above the form, or null. */
  messageKey: string | null;
  /** That message, translated at render time (it follows a language switch). */
  message: string | null;
  /** Puts a refusal's field errors next to their fields and keeps the rest for above the form. */
  show: (error: unknown) => Failure;
  clear: () => void;
}

/** A form's server refusals, through `applyServerErrors`: what typed values the form holds stays. */
export function useFormFailure(form: ErrorTarget, { fields, codes, codeFields, leftoverField }: FormFailureOptions): FormFailure {
  const { t } = useTranslation('errors');
  const [messageKey, setMessageKey] = useState<string | null>(null);
  return {
    messageKey,
    message: messageKey ? t(messageKey) : null,
    show: (error) => {
      const failure = toFailure(error);
      setMessageKey(applyServerErrors(form, failure, { fields, codes, codeFields, leftoverField, t: (key) => t(key) }));
      return failure;
    },
    clear: () => setMessageKey(null),
  };
}
