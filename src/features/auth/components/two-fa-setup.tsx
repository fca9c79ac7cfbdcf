import { Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, CodeInput, isSixDigitCode, type CodeInputHandle } from '@/components/code-input';
import { FormError } from '@/components/feedback/form-error';
import { firstErrorCode, toFailure, type Failure } from '@/lib/http';
import { confirmTwoFaSecret, createTwoFaSecret } from '../api/two-fa-secret';
import { errorMessageKey } from '../error-message';
import { SETUP_REFUSED, useSetupClient } from '../use-setup-client';
import { QrCode } from '@/components/qr-code/qr-code';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; secret: string; otpauthUrl: string }
  | { kind: 'expired' }
  | { kind: 'failed'; failure: Failure }
  | { kind: 'done' };

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
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isSixDigitCode(code)) {
      setCodeError(t('errors:codeLength', { length: CODE_LENGTH }));
      return input.current?.focusFirstEmpty();
    }
    setCodeError(undefined);
    if (!actions) return;
    setSubmitting(true);
    try {
      await confirmTwoFaSecret(actions, code);
      setState({ kind: 'done' });
    } catch (error) {
      const failure = toFailure(error);
      setCodeError(t(errorMessageKey(failure)));
      if (firstErrorCode(failure) === 'invalid-2fa-code') input.current?.clearAndFocus();
    } finally {
      setSubmitting(false);
    }
  };

  if (state.kind === 'loading') return <Loader aria-label={t('common:loading')} />;
  if (state.kind === 'expired') {
    return (
      <Stack>
        <FormError message={t('errors:setupTokenExpired')} />
        <Button component={Link} to="/login">{t('common:signIn')}</Button>
      </Stack>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Stack>
        <FormError message={t(errorMessageKey(state.failure))} />
        <Button variant="default" onClick={() => setAttempt((n) => n + 1)}>{t('common:retry')}</Button>
      </Stack>
    );
  }
  if (state.kind === 'done') {
    return (
      <Stack>
        <Text role="status">{t('setup2fa.done')}</Text>
        <Button component={Link} to="/login">{t('common:signIn')}</Button>
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
          value={code}
          onChange={setCode}
          error={codeError}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('setup2fa.submit')}
        </Button>
      </Stack>
    </form>
  );
}
