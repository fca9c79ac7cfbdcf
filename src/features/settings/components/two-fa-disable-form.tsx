import { Button, Group, Stack } from '@mantine/core';
import { CodeInput } from '@/components/code-input';
import { useDisableTwoFaMutation } from '../api/account-api';
import { useTwoFaCodeForm } from './use-two-fa-code-form';

/** Turning 2FA off needs a current code from the app. */
export function TwoFaDisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [disableTwoFa] = useDisableTwoFaMutation();
  const { t, form, input, onSubmit } = useTwoFaCodeForm(disableTwoFa, 'twoFa.disabled', onDone);

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
