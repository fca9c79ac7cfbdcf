import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/features/session';
import { useSaveFeedback, useSettingsFailure } from '../save-feedback';
import { useSaveUser } from '../use-save-preferences';
import { SettingsSection } from './settings-section';

const NAME_MAX = 100;
const FIELDS = ['name'] as const;

export function GeneralSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['settings', 'errors']);
  const saveUser = useSaveUser();
  const feedback = useSaveFeedback('general.title');
  const form = useForm({
    initialValues: { name: user.name },
    validate: {
      name: (value) => {
        const trimmed = value.trim();
        if (!trimmed) return t('errors:required');
        return trimmed.length > NAME_MAX ? t('general.nameTooLong', { max: NAME_MAX }) : null;
      },
    },
  });
  const failure = useSettingsFailure('general.title', form, { fields: FIELDS, leftoverField: 'name' });

  const onSubmit = form.onSubmit(async ({ name }) => {
    try {
      const saved = await saveUser({ name: name.trim() });
      form.setFieldValue('name', saved.name);
      feedback.succeeded();
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <SettingsSection title={t('general.title')} description={t('general.description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={480}>
          <TextInput label={t('general.email')} description={t('general.emailHint')} value={user.email} readOnly />
          <TextInput label={t('general.name')} autoComplete="name" required maxLength={NAME_MAX + 20} {...form.getInputProps('name')} />
          <Group>
            <Button type="submit" loading={form.submitting} disabled={form.submitting}>
              {t('general.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
