import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, languageCodes, languages, rememberLanguage, type LanguageCode } from '@/lib/i18n';
import { useAutoSave } from '../use-auto-save';
import { useSavePreferences } from '../use-save-preferences';
import { SaveError, SettingsSection } from './settings-section';

const data = languageCodes.map((code) => ({ value: code, label: languages[code].nativeName }));

export function LanguageSection() {
  const { t, i18n } = useTranslation('settings');
  const savePreferences = useSavePreferences();
  const current: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'en';
  // The interface switches at once (Arabic turns the page right-to-left); the preference follows.
  const choice = useAutoSave(
    current,
    async (code: LanguageCode) => {
      rememberLanguage(code);
      await i18n.changeLanguage(code);
      await savePreferences({ language: code });
    },
    'language.title',
  );

  return (
    <SettingsSection title={t('language.title')} description={t('language.description')}>
      <Select
        label={t('language.label')}
        maw={320}
        allowDeselect={false}
        data={data}
        value={choice.value}
        onChange={(next) => isLanguageCode(next) && choice.change(next)}
        disabled={choice.saving}
        renderOption={({ option }) => <span lang={languages[option.value as LanguageCode].intl}>{option.label}</span>}
      />
      <SaveError message={choice.error} onRetry={choice.retry} />
    </SettingsSection>
  );
}
