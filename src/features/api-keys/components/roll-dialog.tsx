import { Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useLocaleFormat } from '@/lib/format';
import { rollGraceHours } from '@/lib/contract/developers';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { useRollApiKeyMutation, type ApiKey, type MadeKey } from '../api/api-keys-api';
import { KEY_CODES } from '../model/create-key-form';

const HOUR = 3_600_000;
const DEFAULT_GRACE = 24;

interface Props {
  apiKey: ApiKey;
  opened: boolean;
  onClose: () => void;
  /** The new secret's ticket: the page shows it once. */
  onRolled: (made: MadeKey) => void;
}

/**
 * "Roll": a new secret for the key, while the old one keeps working for the grace period chosen (so an
 * integration can switch without downtime). The server asks for a fresh second factor (the step-up window).
 */
export function RollDialog({ apiKey, opened, onClose, onRolled }: Props) {
  const { t } = useTranslation(['apiKeys', 'errors']);
  const formatDateTime = useLocaleFormat().dateTime;
  const [roll, state] = useRollApiKeyMutation();
  const [grace, setGrace] = useState(String(DEFAULT_GRACE));
  const [message, setMessage] = useState<string | null>(null);
  // When the dialog opened: the old secret's end is shown from then.
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const hours = Number(grace);

  useEffect(() => {
    if (!opened) return;
    setOpenedAt(Date.now());
    setGrace(String(DEFAULT_GRACE));
    setMessage(null);
  }, [opened]);

  const submit = async () => {
    if (state.isLoading) return;
    setMessage(null);
    try {
      onRolled(await roll({ id: apiKey.id, graceHours: hours }).unwrap());
    } catch (error) {
      setMessage(t(failureMessageKey(toFailure(error), KEY_CODES)));
    }
  };

  return (
    <FormDialog
      opened={opened}
      title={t('roll.title')}
      intro={t('roll.intro', { name: apiKey.name })}
      error={message}
      submitLabel={t('roll.submit')}
      submitting={state.isLoading}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onClose={onClose}
    >
      <Radio.Group label={t('roll.grace')} description={t('roll.graceHint')} value={grace} onChange={setGrace}>
        <Stack gap="xs" mt="xs">
          {rollGraceHours.map((value) => (
            <Radio key={value} value={String(value)} label={t(`roll.graceOption.h${value}`)} data-autofocus={value === DEFAULT_GRACE ? true : undefined} />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm" role="status">
        {hours === 0 ? t('roll.endsNow') : t('roll.endsAt', { date: formatDateTime(openedAt + hours * HOUR) })}
      </Text>
    </FormDialog>
  );
}
