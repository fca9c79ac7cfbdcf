import { Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, useCodeRule, type CodeInputHandle } from '@/components/code-input';
import { FormError } from '@/components/feedback/form-error';
import { firstErrorCode, toFailure, type Failure } from '@/lib/http';
import { useActionCaller, useAppDispatch } from '@/lib/store';
import { QrCode } from '@/components/qr-code/qr-code';
import { confirmTwoFaSecret, createTwoFaSecret } from '@/features/auth';
import { parseUser, userUpdated } from '@/features/session';
import { failureKey, useSaveFeedback, useSettingsFailure } from '../save-feedback';

type Secret = { secret: string; otpauthUrl: string };
const FIELDS = ['code'] as const;

/** Creates a secret, shows it as a QR code and text, then turns 2FA on with a code from the app. */
export function TwoFaSetupForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const actions = useActionCaller();
  const dispatch = useAppDispatch();
  const feedback = useSaveFeedback(t('twoFa.title'));
  const [secret, setSecret] = useState<Secret | null>(null);
  const [loadError, setLoadError] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useForm({ initialValues: { code: '' }, validate: { code: useCodeRule() } });
  const failure = useSettingsFailure(t('twoFa.title'), form, { fields: FIELDS, leftoverField: 'code' });
  const input = useRef<CodeInputHandle>(null);

  useEffect(() => {
    let alive = true;
    setLoadError(null);
    createTwoFaSecret(actions).then(
      (created) => alive && setSecret(created),
      (error) => alive && setLoadError(toFailure(error)),
    );
    return () => {
      alive = false;
    };
  }, [actions, attempt]);

  const onSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      async ({ code }) => {
        try {
          const answer = await confirmTwoFaSecret(actions, code);
          dispatch(userUpdated(await parseUser(answer.data)));
          feedback.succeeded(t('twoFa.enabled'));
          onDone();
        } catch (error) {
          if (firstErrorCode(toFailure(error)) === 'invalid-2fa-code') input.current?.clearAndFocus();
          failure.show(error);
        }
      },
      () => input.current?.focusFirstEmpty(),
    )(event);

  if (loadError) {
    return (
      <Stack gap="xs">
        <FormError message={t(failureKey(loadError))} />
        <Group>
          <Button variant="default" onClick={() => setAttempt((n) => n + 1)}>
            {t('common:retry')}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!secret) return <Loader size="sm" aria-label={t('common:loading')} />;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={480}>
        <Text size="sm">{t('twoFa.scan')}</Text>
        <QrCode value={secret.otpauthUrl} label={t('twoFa.qrLabel')} />
        <Text size="sm">
          {t('twoFa.manual')}{' '}
          <Code dir="ltr" style={{ wordBreak: 'break-all' }}>
            {secret.secret}
          </Code>
        </Text>
        <CodeInput
          ref={input}
          label={t('twoFa.code')}
          digitLabel={(index, total) => t('codeDigit', { index, total })}
          required
          {...form.getInputProps('code')}
        />
        <Group>
          <Button type="submit" loading={form.submitting} disabled={form.submitting}>
            {t('twoFa.confirm')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            {t('common:cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
