import { Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CodeInput } from '@/components/code-input';
import { FormError } from '@/components/feedback/form-error';
import { QrCode } from '@/components/qr-code/qr-code';
import { toFailure, type Failure } from '@/lib/http';
import { confirmTwoFaSecret, createTwoFaSecret } from '@/features/auth';
import { failureKey } from '../save-feedback';
import { useTwoFaCodeForm } from './use-two-fa-code-form';

type Secret = { secret: string; otpauthUrl: string };

/** Creates a secret, shows it as a QR code and text, then turns 2FA on with a code from the app. */
export function TwoFaSetupForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t, actions, form, input, onSubmit } = useTwoFaCodeForm(confirmTwoFaSecret, 'twoFa.enabled', onDone);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [loadError, setLoadError] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);

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
