import { Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CodeInput, keepsHeldAnswer, useCodeRule, type CodeInputHandle } from '@/components/code-input';
import { FormError } from '@/components/feedback/form-error';
import { failureMessageKey, useFormFailure } from '@/lib/forms';
import { firstErrorCode, toFailure, type Failure } from '@/lib/http';
import { confirmTwoFaSecret, createTwoFaSecret } from '../api/two-fa-secret';
import { SETUP_REFUSED, useSetupClient } from '../use-setup-client';
import { QrCode } from '@/components/qr-code/qr-code';

type State =
  { kind: 'loading' } | { kind: 'ready'; secret: string; otpauthUrl: string } | { kind: 'expired' } | { kind: 'failed'; failure: Failure } | { kind: 'done' };

const FIELDS = ['code'] as const;
/** A refused code is told at the boxes; anything else (no connection, say) in an alert under them. */
const CODE_FIELDS = { 'invalid-2fa-code': 'code' };

const isExpired = (f: Failure) => firstErrorCode(f) === 'token-expired' || f.code === SETUP_REFUSED;

/**
 * Authenticator setup with a setup token (emailed link or forced at sign-in). The token is sent
 * as the access-token header by a client and channel of its own (`useSetupClient`), never
 * installed as the app's token.
 */
export function TwoFaSetup({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const [attempt, setAttempt] = useState(0);
  const actions = useSetupClient(token, attempt);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const form = useForm({ initialValues: { code: '' }, validate: { code: useCodeRule() } });
  const failure = useFormFailure(form, { fields: FIELDS, codeFields: CODE_FIELDS });
  const input = useRef<CodeInputHandle>(null);

  useEffect(() => {
    if (!actions) return;
    let current = true;
    setState({ kind: 'loading' });
    createTwoFaSecret(actions).then(
      (secret) => current && setState({ kind: 'ready', ...secret }),
      (error) => {
        const f = toFailure(error);
        if (current) setState(isExpired(f) ? { kind: 'expired' } : { kind: 'failed', failure: f });
      },
    );
    return () => {
      current = false;
    };
  }, [actions]);

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (keepsHeldAnswer(event, { value: form.getValues().code, error: form.errors.code }, input.current)) return;
    form.onSubmit(
      async ({ code }) => {
        failure.clear();
        if (!actions) return;
        try {
          await confirmTwoFaSecret(actions, code);
          setState({ kind: 'done' });
        } catch (error) {
          if (firstErrorCode(toFailure(error)) === 'invalid-2fa-code') input.current?.clearAndFocus();
          failure.show(error);
        }
      },
      () => input.current?.focusFirstEmpty(),
    )(event);
  };

  if (state.kind === 'loading') return <Loader aria-label={t('common:loading')} />;
  if (state.kind === 'expired') {
    return (
      <Stack>
        <FormError message={t('errors:setupTokenExpired')} />
        <Button component={Link} to="/login">
          {t('common:signIn')}
        </Button>
      </Stack>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Stack>
        <FormError message={t(failureMessageKey(state.failure))} />
        <Button variant="default" onClick={() => setAttempt((n) => n + 1)}>
          {t('common:retry')}
        </Button>
      </Stack>
    );
  }
  if (state.kind === 'done') {
    return (
      <Stack>
        <Text role="status">{t('setup2fa.done')}</Text>
        <Button component={Link} to="/login">
          {t('common:signIn')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('setup2fa.scan')}</Text>
        <Group justify="center">
          <QrCode value={state.otpauthUrl} label={t('setup2fa.qrLabel')} />
        </Group>
        <Text size="sm">
          {t('setup2fa.manual')} <Code>{state.secret}</Code>
        </Text>
        <CodeInput
          ref={input}
          label={t('setup2fa.code')}
          digitLabel={(index, total) => t('twoFa.digit', { index, total })}
          required
          {...form.getInputProps('code')}
        />
        <FormError message={failure.message} />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('setup2fa.submit')}
        </Button>
      </Stack>
    </form>
  );
}
