import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CodeInput, keepsHeldAnswer, useCodeRule, type CodeInputHandle } from '@/components/code-input';
import { FormError } from '@/components/feedback/form-error';
import { useFormFailure } from '@/lib/forms';
import { firstErrorCode } from '@/lib/http';
import { useAppDispatch } from '@/lib/store';
import { AuthPage } from '../components/auth-page';
import { BackToLogin } from '../components/back-to-login';
import { RequireStep } from '../components/require-step';
import type { SignInStep } from '../sign-in-slice';
import { submitTwoFaCode, signInStep } from '../sign-in-thunks';

const FIELDS = ['code'] as const;
/** A refused code is told at the boxes; any other failure (network, expired step) above the form. */
const CODE_FIELDS = { 'invalid-2fa-code': 'code' };

function TwoFaForm({ step }: { step: SignInStep }) {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm({ initialValues: { code: '' }, validate: { code: useCodeRule() } });
  const failure = useFormFailure(form, { fields: FIELDS, codeFields: CODE_FIELDS });
  const input = useRef<CodeInputHandle>(null);
  const formElement = useRef<HTMLFormElement>(null);
  // One code at a time. A ref, not `form.submitting`: a press of Verify or Enter can follow the sixth
  // digit before the page has rendered the first submit. Stays set once the code is accepted.
  const sending = useRef(false);

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (sending.current) {
      event?.preventDefault();
      return;
    }
    // Emptied boxes under the server's answer to the last code: nothing is sent until the user types again.
    if (keepsHeldAnswer(event, { value: form.getValues().code, error: form.errors.code }, input.current)) return;
    form.onSubmit(
      async ({ code }) => {
        sending.current = true;
        failure.clear();
        const result = await dispatch(submitTwoFaCode(step, code));
        if (signInStep.fulfilled.match(result)) return navigate(result.payload, { replace: true, state: { from: '2fa' } });
        sending.current = false;
        // A refused code cannot be used again: empty the boxes first (that clears the field's error), then tell why.
        if (result.payload && firstErrorCode(result.payload) === 'invalid-2fa-code') input.current?.clearAndFocus();
        failure.show(result.payload);
      },
      () => {
        failure.clear();
        input.current?.focusFirstEmpty();
      },
    )(event);
  };

  return (
    <AuthPage title={t('twoFa.title')} description={t('twoFa.description')}>
      <form ref={formElement} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={failure.message} />
          <CodeInput
            ref={input}
            label={t('twoFa.code')}
            digitLabel={(index, total) => t('twoFa.digit', { index, total })}
            autoFocus
            {...form.getInputProps('code')}
            // The sixth digit sends the code: no extra press (the button stays for keyboard and speech users;
            // a press while the code is on its way sends nothing more).
            onComplete={() => formElement.current?.requestSubmit()}
          />
          <Button type="submit" loading={form.submitting} fullWidth>
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
