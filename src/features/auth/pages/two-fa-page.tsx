import { Button, Stack } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, CodeInput, isSixDigitCode, type CodeInputHandle } from '@/components/code-input';
import { FormError } from '@/components/feedback/form-error';
import { useAppDispatch } from '@/lib/store';
import { firstErrorCode, isFailure, type Failure } from '@/lib/http';
import { AuthPage } from '../components/auth-page';
import { BackToLogin } from '../components/back-to-login';
import { RequireStep } from '../components/require-step';
import type { SignInStep } from '../sign-in-slice';
import { submitTwoFaCode, signInStep } from '../sign-in-thunks';
import { useFailureMessage } from '../use-failure-message';

const isWrongCode = (f: Failure) => firstErrorCode(f) === 'invalid-2fa-code';

function TwoFaForm({ step }: { step: SignInStep }) {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [lengthError, setLengthError] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const failure = useFailureMessage();
  const input = useRef<CodeInputHandle>(null);
  // A refused code is told at the boxes; any other failure (network, expired step) above the form.
  const wrongCode = failure.failure !== null && isWrongCode(failure.failure);

  const submit = async (value: string) => {
    failure.clear();
    if (!isSixDigitCode(value)) {
      setLengthError(true);
      return input.current?.focusFirstEmpty();
    }
    setLengthError(false);
    setSubmitting(true);
    const result = await dispatch(submitTwoFaCode(step, value));
    setSubmitting(false);
    if (signInStep.fulfilled.match(result)) return navigate(result.payload, { replace: true, state: { from: '2fa' } });
    failure.setFailure(result.payload);
    if (isFailure(result.payload) && isWrongCode(result.payload)) input.current?.clearAndFocus();
  };

  return (
    <AuthPage title={t('twoFa.title')} description={t('twoFa.description')}>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit(code);
        }}
        noValidate
      >
        <Stack gap="md">
          <FormError message={wrongCode ? null : failure.message} />
          <CodeInput
            ref={input}
            label={t('twoFa.code')}
            digitLabel={(index, total) => t('twoFa.digit', { index, total })}
            autoFocus
            value={code}
            onChange={setCode}
            error={lengthError ? t('errors:codeLength', { length: CODE_LENGTH }) : wrongCode ? failure.message : null}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t('twoFa.submit')}
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthPage>
  );
}

export function TwoFaPage() {
  return <RequireStep kind="2fa">{(step) => <TwoFaForm step={step} />}</RequireStep>;
}
