import { Button, Checkbox, Group, List, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveUser } from '@/features/preferences';
import { selectCurrentUser } from '@/features/session';
import { useAppDispatch, useAppSelector } from '@/lib/store';

/** Announces that dates display in UTC; closing needs the agreement box and stores isTimezoneSet. */
export function ReleaseNotesModal() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [agreed, setAgreed] = useState(false);
  const [saving, setSaving] = useState(false);
  if (!user || user.isTimezoneSet) return null;
  const close = async () => {
    setSaving(true);
    await dispatch(saveUser({ isTimezoneSet: true }));
    setSaving(false);
  };
  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} title={t('releaseNotes.title')} centered>
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
    </Modal>
  );
}
