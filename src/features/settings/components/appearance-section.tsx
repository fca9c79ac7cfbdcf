import { useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '@/features/session';
import { useAutoSave } from '../use-auto-save';
import { useSavePreferences } from '../use-save-preferences';
import { ChoiceSegments } from './choice-segments';
import { SaveError, SettingsSection } from './settings-section';

type Theme = Preferences['theme'];
const themes: Theme[] = ['auto', 'light', 'dark'];

export function AppearanceSection({ theme }: { theme: Theme }) {
  const { t } = useTranslation('settings');
  const { setColorScheme } = useMantineColorScheme();
  const savePreferences = useSavePreferences();
  const choice = useAutoSave(theme, (next: Theme) => savePreferences({ theme: next }), 'appearance.title');

  return (
    <SettingsSection title={t('appearance.title')} description={t('appearance.description')}>
      <ChoiceSegments
        label={t('appearance.theme')}
        value={choice.value}
        options={themes.map((value) => ({ value, label: t(`appearance.themes.${value}`) }))}
        onChange={(next) => {
          setColorScheme(next); // applied at once; the save follows
          choice.change(next);
        }}
        disabled={choice.saving}
      />
      <SaveError message={choice.error} onRetry={choice.retry} />
    </SettingsSection>
  );
}
