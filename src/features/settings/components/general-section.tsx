import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/features/session';
import { useSaveFeedback } from '../save-feedback';
import { useSaveUser } from '../use-save-preferences';
import { SettingsSection } from './settings-section';

const NAME_MAX = 100;

export function GeneralSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['settings', 'errors']);
  const saveUser = useSaveUser();
  const feedback = useSaveFeedback(t('general.title'));
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('errors:required'));
    if (trimmed.length > NAME_MAX) return setError(t('general.nameTooLong', { max: NAME_MAX }));
    setError(undefined);
    setSaving(true);
    try {
      const saved = await saveUser({ name: trimmed });
      setName(saved.name);
      feedback.succeeded();
    } catch (failure) {
      setError(feedback.failed(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection title={t('general.title')} description={t('general.description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={480}>
          <TextInput label={t('general.email')} description={t('general.emailHint')} value={user.email} readOnly />
          <TextInput
            label={t('general.name')}
            autoComplete="name"
            required
            maxLength={NAME_MAX + 20}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
          />
          <Group>
            <Button type="submit" loading={saving} disabled={saving}>
              {t('general.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
