import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useDeviceName } from '@/components/sessions';
import { PASSKEY_NAME_MAX } from '@/lib/contract/passkeys';
import { isolate } from '@/lib/i18n';
import { tx } from '@/lib/notify';
import { createPasskeyCredential, isPasskeyError, type PasskeyProblem } from '@/lib/passkeys';
import { usePasskeyRegistrationOptionsMutation, useRegisterPasskeyMutation } from '../api/passkeys-api';
import { useSaveFeedback, useSettingsFailure } from '../save-feedback';

const FIELDS = ['name'] as const;

const problemKeys: Record<PasskeyProblem, string> = {
  cancelled: 'passkeys.problems.cancelled',
  unsupported: 'passkeys.problems.unsupported',
  exists: 'passkeys.problems.exists',
  failed: 'passkeys.problems.failed',
};

/**
 * "Add a passkey": the user names it (this device's name to start with), then the browser asks the
 * authenticator to make it for the server's challenge, and the server verifies and stores it.
 */
export function AddPasskeyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'errors']);
  const deviceName = useDeviceName();
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [register] = useRegisterPasskeyMutation();
  const feedback = useSaveFeedback('passkeys.title');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() ? null : t('passkeys.nameRequired')) },
  });
  const failure = useSettingsFailure('passkeys.title', form, { fields: FIELDS });
  const { setValues, resetDirty } = form;

  useEffect(() => {
    if (!opened) return;
    setValues({ name: deviceName(navigator.userAgent).slice(0, PASSKEY_NAME_MAX) });
    resetDirty();
  }, [opened, deviceName, setValues, resetDirty]);

  const close = () => {
    setProblem(null);
    failure.clear();
    onClose();
  };

  const onSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit(async ({ name }) => {
      setProblem(null);
      failure.clear();
      try {
        const response = await createPasskeyCredential(await getOptions().unwrap());
        const passkey = await register({ name: name.trim(), response }).unwrap();
        feedback.succeeded(tx('settings:passkeys.added', { name: isolate(passkey.name) }));
        close();
      } catch (error) {
        if (isPasskeyError(error)) setProblem(t(problemKeys[error.problem]));
        else failure.show(error);
      }
    })(event);

  return (
    <FormDialog
      opened={opened}
      title={t('passkeys.addTitle')}
      intro={t('passkeys.addIntro')}
      error={problem ?? failure.message}
      submitLabel={t('passkeys.create')}
      submitting={form.submitting}
      onSubmit={onSubmit}
      onClose={close}
    >
      <TextInput
        label={t('passkeys.name')}
        description={t('passkeys.nameHint')}
        required
        data-autofocus
        maxLength={PASSKEY_NAME_MAX}
        {...form.getInputProps('name')}
      />
    </FormDialog>
  );
}
