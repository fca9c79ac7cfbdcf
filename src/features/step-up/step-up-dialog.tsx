import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CodeInput, isSixDigitCode, type CodeInputHandle } from '@/components/code-input';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { FormError } from '@/components/feedback/form-error';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { useConfirmStepUpMutation } from './step-up-api';
import { usePasskeyStepUp } from './use-passkey-step-up';
import type { StepUpQuestion } from './step-up-gate';

/** Where a user without a second factor sets one up. */
export const SECOND_FACTOR_SETTINGS_HREF = '/settings#two-factor';

/**
 * The server's question before a sensitive change: a fresh code opens this session's step-up window
 * (one confirmation covers a burst of changes), after which the change is sent again as it was. A
 * user with no second factor is sent to set one up; nothing is waved through.
 */
export function StepUpDialog({ question }: { question: StepUpQuestion }) {
  const { t } = useTranslation(['stepUp', 'errors', 'common']);
  const [confirm, state] = useConfirmStepUpMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passkey = usePasskeyStepUp(setError);
  const input = useRef<CodeInputHandle>(null);
  const cancel = () => !state.isLoading && !passkey.busy && question.answer(false);

  const submit = async (typed = code) => {
    if (state.isLoading) return;
    if (!isSixDigitCode(typed)) {
      // The server's answer to the last code stays until the user types again.
      if (!error) setError(t('errors:codeLength', { length: 6 }));
      input.current?.focusFirstEmpty();
      return;
    }
    try {
      await confirm({ code: typed }).unwrap();
      question.answer(true);
    } catch (caught) {
      setCode('');
      input.current?.clearAndFocus();
      setError(t(failureMessageKey(toFailure(caught))));
    }
  };

  if (question.kind === 'set-up') {
    return (
      <Dialog opened onClose={cancel} title={t('setUp.title')}>
        <Stack gap="md">
          <Text size="sm">{t('setUp.text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              {t('common:cancel')}
            </Button>
            <Button component={Link} to={SECOND_FACTOR_SETTINGS_HREF} onClick={() => question.answer(false)}>
              {t('setUp.open')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    );
  }

  return (
    <Dialog opened onClose={cancel} title={t('confirm.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{t('confirm.text')}</Text>
          <CodeInput
            ref={input}
            label={t('confirm.label')}
            digitLabel={(index, total) => t('confirm.digit', { index, total })}
            value={code}
            onChange={(value) => {
              setCode(value);
              if (value) setError(null);
            }}
            onComplete={(typed) => void submit(typed)}
            error={Boolean(error)}
            required
            autoFocus
          />
          <FormError message={error} />
          <Group justify="space-between">
            {passkey.supported ? (
              <Button
                variant="subtle"
                loading={passkey.busy}
                disabled={state.isLoading}
                onClick={() => void passkey.run().then((ok) => ok && question.answer(true))}
              >
                {t('passkey.use')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={cancel} disabled={state.isLoading}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={state.isLoading} disabled={passkey.busy}>
                {t('confirm.submit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
