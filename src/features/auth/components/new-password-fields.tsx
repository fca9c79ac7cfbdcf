import { PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../password-rule';

export interface NewPasswordValue {
  password: string;
  repeat: string;
}

/** Returns translated field errors for a new password and its repetition, or null when fine. */
export function useNewPasswordCheck() {
  const { t } = useTranslation('errors');
  return ({ password, repeat }: NewPasswordValue) => {
    const problem = passwordProblem(password);
    const errors = {
      password: !password ? t('required') : problem ? t(problem, { min: PASSWORD_MIN_LENGTH }) : undefined,
      repeat: repeat !== password ? t('passwordsDoNotMatch') : undefined,
    };
    return errors.password || errors.repeat ? errors : null;
  };
}

export function NewPasswordFields({
  value,
  onChange,
  errors,
}: {
  value: NewPasswordValue;
  onChange: (value: NewPasswordValue) => void;
  errors: { password?: string; repeat?: string } | null;
}) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <PasswordInput
        label={t('password.new')}
        description={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
        error={errors?.password}
      />
      <PasswordInput
        label={t('password.repeat')}
        autoComplete="new-password"
        required
        value={value.repeat}
        onChange={(e) => onChange({ ...value, repeat: e.currentTarget.value })}
        error={errors?.repeat}
      />
    </Stack>
  );
}
