import { useForm } from '@mantine/form';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keepsHeldAnswer, useCodeRule, type CodeInputHandle } from '@/components/code-input';
import { firstErrorCode, toFailure } from '@/lib/http';
import { useSaveFeedback, useSettingsFailure } from '../save-feedback';
import { tx } from '@/lib/notify';

const FIELDS = ['code'] as const;

/**
 * A form of one 6-digit code from the authenticator app that turns 2FA on or off (`send` is the
 * mutation's trigger): success is said, and a refused code empties the boxes and focuses the first.
 */
export function useTwoFaCodeForm(send: (code: string) => { unwrap: () => Promise<unknown> }, doneKey: string, onDone: () => void) {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const feedback = useSaveFeedback('twoFa.title');
  const form = useForm({ initialValues: { code: '' }, validate: { code: useCodeRule() } });
  const failure = useSettingsFailure('twoFa.title', form, { fields: FIELDS, leftoverField: 'code' });
  const input = useRef<CodeInputHandle>(null);

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (keepsHeldAnswer(event, { value: form.getValues().code, error: form.errors.code }, input.current)) return;
    form.onSubmit(
      async ({ code }) => {
        try {
          await send(code).unwrap();
          feedback.succeeded(tx(`settings:${doneKey}`));
          onDone();
        } catch (error) {
          if (firstErrorCode(toFailure(error)) === 'invalid-2fa-code') input.current?.clearAndFocus();
          failure.show(error);
        }
      },
      () => input.current?.focusFirstEmpty(),
    )(event);
  };

  return { t, form, failure, input, onSubmit };
}
