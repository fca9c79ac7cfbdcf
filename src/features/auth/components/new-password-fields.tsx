import { PasswordInput, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../form-rules';
import { PASSWORD_MIN_LENGTH } from '../password-rule';

export interface NewPasswordValue {
  password: string;
  repeat: string;
}

/** The validate rules (for `useForm`) of a form with `password` and `repeat`. */
export function useNewPasswordRules() {
  const rules = useFormRules();
  return { password: rules.newPassword, repeat: rules.sameAs('password') };
}

/** A new password and its repetition; the props are `form.getInputProps('password')` and `…('repeat')`. */
export function NewPasswordFields({ password, repeat }: { password: GetInputPropsReturnType; repeat: GetInputPropsReturnType }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <PasswordInput
        label={t('password.new')}
        description={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordInput label={t('password.repeat')} autoComplete="new-password" required {...repeat} />
    </Stack>
  );
}
