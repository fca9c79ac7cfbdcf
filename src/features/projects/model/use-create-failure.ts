import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/features/auth';
import { toFailure } from '@/lib/http';
import { fieldErrorsOf, type FieldErrors } from './field-errors';
import { isNoRights } from './project-access';

/** Turns a failed create into field errors (by pointer) and a message for the rest. */
export function useCreateFailure() {
  const { t } = useTranslation(['projects', 'errors']);
  return <F extends string>(error: unknown, fields: readonly F[]): { fields: FieldErrors<F>; message: string | null } => {
    const failure = toFailure(error);
    const split = fieldErrorsOf(failure, fields);
    if (!split.rest) return { fields: split.fields, message: null };
    const message = isNoRights(failure) ? t('projects:create.forbidden') : t(errorMessageKey(failure));
    return { fields: split.fields, message };
  };
}
