import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, keepsHeldAnswer, useCodeRule, type CodeInputHandle } from '@/components/code-input';
import { firstErrorCode, toFailure } from '@/lib/http';
import { useConfirmPhoneMutation, useSendPhoneCodeMutation } from '../api/account-api';
import { E164_PATTERN, normalisePhone } from '../phone-number';
import { useSaveFeedback, useSettingsFailure } from '../save-feedback';
import { tx } from '@/lib/notify';

const PHONE_FIELDS = ['phone'] as const;
const CODE_FIELDS = ['code'] as const;

/** Links a phone in two steps: send an SMS code to the number, then confirm the code. */
export function PhoneLinkForm() {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const [sendPhoneCode] = useSendPhoneCodeMutation();
  const [confirmPhone] = useConfirmPhoneMutation();
  const feedback = useSaveFeedback('phone.title');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sandboxCode, setSandboxCode] = useState<string | null>(null);
  const codeInput = useRef<CodeInputHandle>(null);

  const phoneForm = useForm({
    initialValues: { phone: '' },
    validate: { phone: (value) => (E164_PATTERN.test(normalisePhone(value)) ? null : t('failures.invalidPhone')) },
  });
  const codeForm = useForm({ initialValues: { code: '' }, validate: { code: useCodeRule() } });
  // Every refusal is told at the field of the step on screen (and notified).
  const phoneFailure = useSettingsFailure('phone.title', phoneForm, { fields: PHONE_FIELDS, leftoverField: 'phone' });
  const codeFailure = useSettingsFailure('phone.title', codeForm, { fields: CODE_FIELDS, leftoverField: 'code' });
  const busy = phoneForm.submitting || codeForm.submitting;

  /** Sends a code; `resend` is asked from the code step, where its refusals are shown. */
  const send = (resend: boolean) => (event?: FormEvent<HTMLFormElement>) =>
    phoneForm.onSubmit(async ({ phone }) => {
      const number = normalisePhone(phone);
      try {
        setSandboxCode(await sendPhoneCode(number).unwrap());
        setSentTo(number);
        feedback.succeeded(tx('settings:phone.codeSent', { phone: number }));
      } catch (error) {
        (resend ? codeFailure : phoneFailure).show(error);
      }
    })(event);

  const confirm = (event?: FormEvent<HTMLFormElement>) => {
    if (keepsHeldAnswer(event, { value: codeForm.getValues().code, error: codeForm.errors.code }, codeInput.current)) return;
    codeForm.onSubmit(
      async ({ code }) => {
        if (!sentTo) return;
        try {
          await confirmPhone({ phone: sentTo, code }).unwrap();
          feedback.succeeded(tx('settings:phone.linked', { phone: sentTo }));
        } catch (error) {
          if (firstErrorCode(toFailure(error)) === 'invalid-code') codeInput.current?.clearAndFocus();
          codeFailure.show(error);
        }
      },
      () => codeInput.current?.focusFirstEmpty(),
    )(event);
  };

  if (!sentTo) {
    return (
      <form onSubmit={send(false)} noValidate>
        <Stack gap="md" maw={480}>
          <TextInput
            type="tel"
            label={t('phone.number')}
            description={t('phone.numberHint')}
            placeholder="+447700900123"
            autoComplete="tel"
            dir="ltr"
            required
            {...phoneForm.getInputProps('phone')}
          />
          <Group>
            <Button type="submit" loading={phoneForm.submitting} disabled={busy}>
              {t('phone.sendCode')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={confirm} noValidate>
      <Stack gap="md" maw={480}>
        <Text size="sm" role="status">
          {t('phone.enterCode', { phone: sentTo })}
        </Text>
        {sandboxCode && (
          <Text size="sm" c="dimmed">
            {t('phone.sandboxCode', { code: sandboxCode })}
          </Text>
        )}
        <CodeInput
          ref={codeInput}
          label={t('phone.code')}
          digitLabel={(index, total) => t('codeDigit', { index, total })}
          required
          {...codeForm.getInputProps('code')}
        />
        <Group>
          <Button type="submit" loading={codeForm.submitting} disabled={busy}>
            {t('phone.confirm')}
          </Button>
          <Button variant="default" onClick={() => send(true)()} loading={phoneForm.submitting} disabled={busy}>
            {t('phone.resend')}
          </Button>
          <Button variant="subtle" onClick={() => setSentTo(null)} disabled={busy}>
            {t('phone.changeNumber')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
