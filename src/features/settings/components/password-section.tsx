import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, CodeInput, isSixDigitCode, type CodeInputHandle } from '@/components/code-input';
import { FormError } from '@/components/feedback/form-error';
import { firstErrorCode, toFailure } from '@/lib/http';
import { changePassword, passwordProblem, PASSWORD_MIN_LENGTH } from '@/features/auth';
import { useSaveFeedback } from '../save-feedback';
import { SettingsSection } from './settings-section';

const empty = { current: '', next: '', repeat: '', code: '' };
type Field = keyof typeof empty;

export function PasswordSection({ twoFaEnabled }: { twoFaEnabled: boolean }) {
  const { t } = useTranslation(['settings', 'errors']);
  const feedback = useSaveFeedback(t('password.title'));
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const codeInput = useRef<CodeInputHandle>(null);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const setCode = useCallback((code: string) => setValues((v) => ({ ...v, code })), []);

  const check = () => {
    const problem = passwordProblem(values.next);
    const found: Partial<Record<Field, string>> = {
      current: values.current ? undefined : t('errors:required'),
      next: !values.next ? t('errors:required') : problem ? t(`errors:${problem}`, { min: PASSWORD_MIN_LENGTH }) : undefined,
      repeat: values.repeat !== values.next ? t('errors:passwordsDoNotMatch') : undefined,
      code: twoFaEnabled && !isSixDigitCode(values.code) ? t('errors:codeLength', { length: CODE_LENGTH }) : undefined,
    };
    setErrors(found);
    return !Object.values(found).some(Boolean);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!check()) return;
    setSaving(true);
    try {
      await changePassword({ currentPassword: values.current, newPassword: values.next, twoFaCode: twoFaEnabled ? values.code : '' });
      setValues(empty);
      feedback.succeeded(t('password.changed'));
    } catch (error) {
      const message = feedback.failed(error);
      const code = firstErrorCode(toFailure(error));
      // Point at the field the server refused; everything typed stays.
      const field: Field | null = code === 'invalid-current-password' ? 'current' : code === 'invalid-2fa-code' ? 'code' : code === 'weak-password' ? 'next' : null;
      if (field) setErrors({ [field]: message });
      else setFormError(message);
      // A refused code cannot be used again: start a fresh one.
      if (field === 'code') codeInput.current?.clearAndFocus();
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection title={t('password.title')} description={t('password.description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={480}>
          <FormError message={formError} />
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            value={values.current}
            onChange={(e) => set('current')(e.currentTarget.value)}
            error={errors.current}
          />
          <PasswordInput
            label={t('password.new')}
            description={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            value={values.next}
            onChange={(e) => set('next')(e.currentTarget.value)}
            error={errors.next}
          />
          <PasswordInput
            label={t('password.repeat')}
            autoComplete="new-password"
            required
            value={values.repeat}
            onChange={(e) => set('repeat')(e.currentTarget.value)}
            error={errors.repeat}
          />
          {twoFaEnabled && (
            <CodeInput
              ref={codeInput}
              label={t('password.code')}
              description={t('password.codeHint')}
              digitLabel={(index, total) => t('codeDigit', { index, total })}
              required
              value={values.code}
              onChange={setCode}
              error={errors.code}
            />
          )}
          <Group>
            <Button type="submit" loading={saving} disabled={saving}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
