import { Button, Group, Stack } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, CodeInput, isSixDigitCode, type CodeInputHandle } from '@/components/code-input';
import { firstErrorCode, toFailure } from '@/lib/http';
import { useActionCaller, useAppDispatch } from '@/lib/store';
import { disableTwoFa } from '@/features/auth';
import { parseUser, userUpdated } from '@/features/session';
import { useSaveFeedback } from '../save-feedback';

/** Turning 2FA off needs a current code from the app. */
export function TwoFaDisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const actions = useActionCaller();
  const dispatch = useAppDispatch();
  const feedback = useSaveFeedback(t('twoFa.title'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<CodeInputHandle>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isSixDigitCode(code)) {
      setError(t('errors:codeLength', { length: CODE_LENGTH }));
      return input.current?.focusFirstEmpty();
    }
    setError(null);
    setSaving(true);
    try {
      const answer = await disableTwoFa(actions, code);
      dispatch(userUpdated(await parseUser(answer.data)));
      feedback.succeeded(t('twoFa.disabled'));
      onDone();
    } catch (failure) {
      setError(feedback.failed(failure));
      setSaving(false);
      if (firstErrorCode(toFailure(failure)) === 'invalid-2fa-code') input.current?.clearAndFocus();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={480}>
        <CodeInput
          ref={input}
          label={t('twoFa.code')}
          description={t('twoFa.disableHint')}
          digitLabel={(index, total) => t('codeDigit', { index, total })}
          required
          value={code}
          onChange={setCode}
          error={error}
        />
        <Group>
          <Button type="submit" color="red" loading={saving} disabled={saving}>
            {t('twoFa.confirmDisable')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common:cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
