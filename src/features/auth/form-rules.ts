import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, passwordProblem } from './password-rule';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Validate rules (for `useForm`) of the sign-in and password forms, with translated messages. */
export function useFormRules() {
  const { t } = useTranslation('errors');
  return {
    required: (value: string) => (value ? null : t('required')),
    email: (value: string) => {
      const trimmed = value.trim();
      if (!trimmed) return t('required');
      return EMAIL_PATTERN.test(trimmed) ? null : t('invalidEmail');
    },
    newPassword: (value: string) => {
      if (!value) return t('required');
      const problem = passwordProblem(value);
      return problem ? t(problem, { min: PASSWORD_MIN_LENGTH }) : null;
    },
    /** The repetition of a new password: equal to the value of `field`. */
    sameAs:
      <Field extends string>(field: Field) =>
      (value: string, values: Record<Field, unknown>) =>
        value === values[field] ? null : t('passwordsDoNotMatch'),
  };
}
