import { Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { CodeInput } from '@/components/code-input';
import { FormError } from '@/components/feedback/form-error';
import { QrCode } from '@/components/qr-code/qr-code';
import type { Failure } from '@/lib/http';
import { useConfirmTwoFaSecretMutation, useCreateTwoFaSecretMutation } from '../api/account-api';
import { failureKey } from '../save-feedback';
import { useTwoFaCodeForm } from './use-two-fa-code-form';

/** Creates a secret, shows it as a QR code and text, then turns 2FA on with a code from the app. */
export function TwoFaSetupForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [confirmSecret] = useConfirmTwoFaSecretMutation();
  const { t, form, input, onSubmit } = useTwoFaCodeForm(confirmSecret, 'twoFa.enabled', onDone);
  const [createSecret, { data: secret, error }] = useCreateTwoFaSecretMutation();
  const loadError = error as Failure | undefined;

  useEffect(() => {
    void createSecret();
  }, [createSecret]);

  if (loadError) {
    return (
      <Stack gap="xs">
        <FormError message={t(failureKey(loadError))} />
        <Group>
          <Button variant="default" onClick={() => void createSecret()}>
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
