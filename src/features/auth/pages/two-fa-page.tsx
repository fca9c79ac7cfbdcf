import { Button, PinInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { useAppDispatch } from '@/app/store/hooks';
import { AuthPage } from '../components/auth-page';
import { BackToLogin } from '../components/back-to-login';
import { RequireStep } from '../components/require-step';
import type { SignInStep } from '../sign-in-slice';
import { submitTwoFaCode, signInStep } from '../sign-in-thunks';
import { useFailureMessage } from '../use-failure-message';

export const TWO_FA_CODE_LENGTH = 6;

function TwoFaForm({ step }: { step: SignInStep }) {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [lengthError, setLengthError] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const failure = useFailureMessage();

  const submit = async (value: string) => {
    if (value.length !== TWO_FA_CODE_LENGTH) return setLengthError(true);
    setLengthError(false);
    failure.clear();
    setSubmitting(true);
    const result = await dispatch(submitTwoFaCode(step, value));
    setSubmitting(false);
    if (signInStep.fulfilled.match(result)) return navigate(result.payload, { replace: true, state: { from: '2fa' } });
    failure.setFailure(result.payload);
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
          <FormError message={failure.message} />
          <Stack gap={6}>
            <Text component="label" htmlFor="two-fa-code" fw={500} size="sm" id="two-fa-code-label">
              {t('twoFa.code')}
            </Text>
            <PinInput
              id="two-fa-code"
              length={TWO_FA_CODE_LENGTH}
              type="number"
              oneTimeCode
              autoFocus
              value={code}
              onChange={setCode}
              error={lengthError || Boolean(failure.message)}
              getInputProps={(index) => ({ 'aria-label': t('twoFa.digit', { index: index + 1, total: TWO_FA_CODE_LENGTH }) })}
              aria-labelledby="two-fa-code-label"
            />
            {lengthError && (
              <Text c="red" size="sm" role="alert">
                {t('errors:codeLength', { length: TWO_FA_CODE_LENGTH })}
              </Text>
            )}
          </Stack>
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
