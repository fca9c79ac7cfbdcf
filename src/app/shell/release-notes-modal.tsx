import { Button, Checkbox, Group, List, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { FormError } from '@/components/feedback/form-error';
import { saveUser } from '@/features/preferences';
import { selectCurrentUser } from '@/features/session';
import { failureMessageKey } from '@/lib/forms';
import { useAppDispatch, useAppSelector } from '@/lib/store';

/**
 * Announces that dates display in UTC; closing needs the agreement box and stores isTimezoneSet.
 * When that cannot be stored the dialog stays, says why, and Close tries again.
 */
export function ReleaseNotesModal() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [agreed, setAgreed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (!user || user.isTimezoneSet) return null;
  const close = async () => {
    setSaving(true);
    setMessage(null);
    const result = await dispatch(saveUser({ isTimezoneSet: true }));
    if (saveUser.rejected.match(result) && result.payload) setMessage(t(failureMessageKey(result.payload)));
    setSaving(false);
  };
  return (
    <Dialog opened onClose={() => undefined} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} title={t('releaseNotes.title')}>
      <FormError message={message} />
      <Text size="sm" mb="sm">
        {t('releaseNotes.intro')}
      </Text>
      <List size="sm" spacing={4} mb="md">
        <List.Item>{t('releaseNotes.utc')}</List.Item>
        <List.Item>{t('releaseNotes.change')}</List.Item>
      </List>
      <Checkbox label={t('releaseNotes.agree')} checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} mb="md" />
      <Group justify="flex-end">
        <Button disabled={!agreed} loading={saving} onClick={() => void close()}>
          {t('common:close')}
        </Button>
      </Group>
    </Dialog>
  );
}
