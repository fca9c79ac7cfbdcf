import { Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseTimeZone, useNow } from '@/lib/dates';
import { ltrIn } from '@/lib/i18n';
import { useLocaleFormat } from '@/lib/format';
import { timeZoneOptions, toStoredZone } from '../time-zone-options';
import { useAutoSave } from '../use-auto-save';
import { useSavePreferences } from '../use-save-preferences';
import { SaveError, SettingsSection } from './settings-section';

export function TimeZoneSection({ timezone }: { timezone: string }) {
  const { t, i18n } = useTranslation('settings');
  const savePreferences = useSavePreferences();
  const formatDateTime = useLocaleFormat().dateTime;
  const now = useNow();
  const choice = useAutoSave(normaliseTimeZone(timezone), (zone: string) => savePreferences({ timezone: toStoredZone(zone) }), 'timeZone.title');

  const data = useMemo(() => {
    const ltr = ltrIn(i18n.language);
    const options = timeZoneOptions();
    const known = options.some((option) => option.zone === choice.value);
    return [...options, ...(known ? [] : [{ zone: choice.value, offset: null }])].map(({ zone, offset }) => ({
      value: zone,
      label: ltr(offset ? t('timeZone.option', { zone, offset }) : zone),
    }));
  }, [t, i18n.language, choice.value]);

  return (
    <SettingsSection title={t('timeZone.title')} description={t('timeZone.description')}>
      <Select
        label={t('timeZone.label')}
        maw={420}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('timeZone.nothingFound')}
        maxDropdownHeight={320}
        data={data}
        value={choice.value}
        onChange={(next) => next && choice.change(next)}
        disabled={choice.saving}
      />
      <Text size="sm" aria-live="polite">
        {t('timeZone.now', { time: formatDateTime(now) })}
      </Text>
      <SaveError message={choice.error} onRetry={choice.retry} />
    </SettingsSection>
  );
}
