import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, keepsHeldAnswer, useCodeRule, type CodeInputHandle } from '@/components/code-input';
import { FormError } from '@/components/feedback/form-error';
import { firstErrorCode, toFailure } from '@/lib/http';
import { changePassword, PASSWORD_MIN_LENGTH, useFormRules } from '@/features/auth';
import { useSaveFeedback, useSettingsFailure } from '../save-feedback';
import { SettingsSection } from './settings-section';
import { tx } from '@/lib/notify';

const FIELDS = ['current', 'next', 'repeat', 'code'] as const;
/** Point at the field the server refused (it names its own attributes, or none); everything typed stays. */
const CODE_FIELDS = { 'invalid-current-password': 'current', 'invalid-2fa-code': 'code', 'weak-password': 'next' };

export function PasswordSection({ twoFaEnabled }: { twoFaEnabled: boolean }) {
  const { t } = useTranslation(['settings', 'errors']);
  const feedback = useSaveFeedback('password.title');
  const rules = useFormRules();
  const codeRule = useCodeRule();
  const form = useForm({
    initialValues: { current: '', next: '', repeat: '', code: '' },
    validate: {
      current: rules.required,
      next: rules.newPassword,
      repeat: rules.sameAs('next'),
      code: (value) => (twoFaEnabled ? codeRule(value) : null),
    },
  });
  const failure = useSettingsFailure('password.title', form, { fields: FIELDS, codeFields: CODE_FIELDS });
  const codeInput = useRef<CodeInputHandle>(null);

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (keepsHeldAnswer(event, { value: form.getValues().code, error: form.errors.code }, codeInput.current)) return;
    form.onSubmit(async ({ current, next, code }) => {
      failure.clear();
      try {
        await changePassword({ currentPassword: current, newPassword: next, twoFaCode: twoFaEnabled ? code : '' });
        form.reset();
        feedback.succeeded(tx('settings:password.changed'));
      } catch (error) {
        // A refused code cannot be used again: start a fresh one (emptying the boxes clears their error, so first).
        if (firstErrorCode(toFailure(error)) === 'invalid-2fa-code') codeInput.current?.clearAndFocus();
        failure.show(error);
      }
    })(event);
  };

  return (
    <SettingsSection title={t('password.title')} description={t('password.description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={480}>
          <FormError message={failure.message} />
          <PasswordInput label={t('password.current')} autoComplete="current-password" required {...form.getInputProps('current')} />
          <PasswordInput
            label={t('password.new')}
            description={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            {...form.getInputProps('next')}
          />
          <PasswordInput label={t('password.repeat')} autoComplete="new-password" required {...form.getInputProps('repeat')} />
          {twoFaEnabled && (
            <CodeInput
              ref={codeInput}
              label={t('password.code')}
              description={t('password.codeHint')}
              digitLabel={(index, total) => t('codeDigit', { index, total })}
              required
              {...form.getInputProps('code')}
            />
          )}
          <Group>
            <Button type="submit" loading={form.submitting} disabled={form.submitting}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
