import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateFormats, formatDateTime, useNow } from '@/lib/dates';
import { ltrIn } from '@/lib/i18n';
import { useTimeZone } from '@/features/preferences';
import { useAutoSave } from '../use-auto-save';
import { useSavePreferences } from '../use-save-preferences';
import { SaveError, SettingsSection } from './settings-section';

export function DateFormatSection({ dateFormat }: { dateFormat: string }) {
  const { t, i18n } = useTranslation('settings');
  const timeZone = useTimeZone();
  const now = useNow();
  const savePreferences = useSavePreferences();
  const choice = useAutoSave(dateFormat, (next: string) => savePreferences({ dateFormat: next }), 'dateFormat.title');
  const example = (format: string, withTime = false) => formatDateTime(now, { timeZone, dateFormat: format, withTime });
  // A format saved elsewhere that is not in our list still shows.
  const formats = (dateFormats as readonly string[]).includes(choice.value) ? dateFormats : [...dateFormats, choice.value];

  return (
    <SettingsSection title={t('dateFormat.title')} description={t('dateFormat.description')}>
      <Select
        label={t('dateFormat.label')}
        maw={360}
        allowDeselect={false}
        data={formats.map((format) => ({ value: format, label: ltrIn(i18n.language)(t('dateFormat.option', { example: example(format), pattern: format })) }))}
        value={choice.value}
        onChange={(next) => next && choice.change(next)}
        disabled={choice.saving}
      />
      <Text size="sm" aria-live="polite">
        {t('dateFormat.example', { example: example(choice.value, true) })}
      </Text>
      <SaveError message={choice.error} onRetry={choice.retry} />
    </SettingsSection>
  );
}
