import { useTranslation } from 'react-i18next';
import type { Preferences } from '@/features/session';
import { useAutoSave } from '../use-auto-save';
import { useSavePreferences } from '../use-save-preferences';
import { ChoiceSegments } from './choice-segments';
import { SaveError, SettingsSection } from './settings-section';

type LayoutType = Preferences['layoutType'];
const layouts: LayoutType[] = ['constrained', 'fluid'];

export function LayoutSection({ layoutType }: { layoutType: LayoutType }) {
  const { t } = useTranslation('settings');
  const savePreferences = useSavePreferences();
  const choice = useAutoSave(layoutType, (next: LayoutType) => savePreferences({ layoutType: next }), 'layout.title');

  return (
    <SettingsSection title={t('layout.title')} description={t('layout.description')}>
      <ChoiceSegments
        label={t('layout.width')}
        description={t(`layout.hints.${choice.value}`, { width: 1920 })}
        value={choice.value}
        options={layouts.map((value) => ({ value, label: t(`layout.types.${value}`) }))}
        onChange={choice.change}
        disabled={choice.saving}
      />
      <SaveError message={choice.error} onRetry={choice.retry} />
    </SettingsSection>
  );
}
