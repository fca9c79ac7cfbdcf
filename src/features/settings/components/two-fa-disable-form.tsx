import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, useCodeRule, type CodeInputHandle } from '@/components/code-input';
import { firstErrorCode, toFailure } from '@/lib/http';
import { useActionCaller, useAppDispatch } from '@/lib/store';
import { disableTwoFa } from '@/features/auth';
import { parseUser, userUpdated } from '@/features/session';
import { useSaveFeedback, useSettingsFailure } from '../save-feedback';

const FIELDS = ['code'] as const;

/** Turning 2FA off needs a current code from the app. */
export function TwoFaDisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const actions = useActionCaller();
  const dispatch = useAppDispatch();
  const feedback = useSaveFeedback(t('twoFa.title'));
  const form = useForm({ initialValues: { code: '' }, validate: { code: useCodeRule() } });
  const failure = useSettingsFailure(t('twoFa.title'), form, { fields: FIELDS, leftoverField: 'code' });
  const input = useRef<CodeInputHandle>(null);

  const onSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      async ({ code }) => {
        try {
          const answer = await disableTwoFa(actions, code);
          dispatch(userUpdated(await parseUser(answer.data)));
          feedback.succeeded(t('twoFa.disabled'));
          onDone();
        } catch (error) {
          if (firstErrorCode(toFailure(error)) === 'invalid-2fa-code') input.current?.clearAndFocus();
          failure.show(error);
        }
      },
      () => input.current?.focusFirstEmpty(),
    )(event);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={480}>
        <CodeInput
          ref={input}
          label={t('twoFa.code')}
          description={t('twoFa.disableHint')}
          digitLabel={(index, total) => t('codeDigit', { index, total })}
          required
          {...form.getInputProps('code')}
        />
        <Group>
          <Button type="submit" color="red" loading={form.submitting} disabled={form.submitting}>
            {t('twoFa.confirmDisable')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            {t('common:cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
