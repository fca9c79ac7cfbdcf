import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, CodeInput, isSixDigitCode, type CodeInputHandle } from '@/components/code-input';
import { firstErrorCode, toFailure } from '@/lib/http';
import { useActionCaller, useAppDispatch } from '@/lib/store';
import { userUpdated } from '@/features/session';
import { confirmPhone, E164_PATTERN, normalisePhone, sendPhoneCode } from '../api/phone-calls';
import { useSaveFeedback } from '../save-feedback';

/** Links a phone in two steps: send an SMS code to the number, then confirm the code. */
export function PhoneLinkForm() {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const actions = useActionCaller();
  const dispatch = useAppDispatch();
  const feedback = useSaveFeedback(t('phone.title'));
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sandboxCode, setSandboxCode] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ phone?: string; code?: string }>({});
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);
  const codeInput = useRef<CodeInputHandle>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const number = normalisePhone(phone);
    if (!E164_PATTERN.test(number)) return setError({ phone: t('failures.invalidPhone') });
    setError({});
    setBusy('send');
    try {
      setSandboxCode(await sendPhoneCode(actions, number));
      setSentTo(number);
      feedback.succeeded(t('phone.codeSent', { phone: number }));
    } catch (failure) {
      setError({ phone: feedback.failed(failure) });
    } finally {
      setBusy(null);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!isSixDigitCode(code)) {
      setError({ code: t('errors:codeLength', { length: CODE_LENGTH }) });
      return codeInput.current?.focusFirstEmpty();
    }
    setError({});
    setBusy('confirm');
    try {
      dispatch(userUpdated(await confirmPhone(actions, sentTo, code)));
      feedback.succeeded(t('phone.linked', { phone: sentTo }));
    } catch (failure) {
      setError({ code: feedback.failed(failure) });
      setBusy(null);
      if (firstErrorCode(toFailure(failure)) === 'invalid-code') codeInput.current?.clearAndFocus();
    }
  };

  if (!sentTo) {
    return (
      <form onSubmit={(e) => void send(e)} noValidate>
        <Stack gap="md" maw={480}>
          <TextInput
            type="tel"
            label={t('phone.number')}
            description={t('phone.numberHint')}
            placeholder="+447700900123"
            autoComplete="tel"
            dir="ltr"
            required
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            error={error.phone}
          />
          <Group>
            <Button type="submit" loading={busy === 'send'} disabled={busy !== null}>
              {t('phone.sendCode')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={(e) => void confirm(e)} noValidate>
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
          value={code}
          onChange={setCode}
          error={error.code}
        />
        <Group>
          <Button type="submit" loading={busy === 'confirm'} disabled={busy !== null}>
            {t('phone.confirm')}
          </Button>
          <Button variant="default" onClick={() => void send()} loading={busy === 'send'} disabled={busy !== null}>
            {t('phone.resend')}
          </Button>
          <Button variant="subtle" onClick={() => setSentTo(null)} disabled={busy !== null}>
            {t('phone.changeNumber')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
