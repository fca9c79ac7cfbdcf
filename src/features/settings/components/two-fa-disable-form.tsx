import { Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@/app/services-context';
import { useAppDispatch } from '@/app/store/hooks';
import { disableTwoFa } from '@/features/auth';
import { parseUser, userUpdated } from '@/features/session';
import { useSaveFeedback } from '../save-feedback';
import { CODE_LENGTH, CodeInput, isSixDigitCode } from './code-input';

/** Turning 2FA off needs a current code from the app. */
export function TwoFaDisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const { actions } = useServices();
  const dispatch = useAppDispatch();
  const feedback = useSaveFeedback(t('twoFa.title'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isSixDigitCode(code)) return setError(t('errors:codeLength', { length: CODE_LENGTH }));
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
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={480}>
        <CodeInput label={t('twoFa.code')} description={t('twoFa.disableHint')} value={code} onChange={setCode} error={error} />
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
