import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConsent, writeConsent } from '@/lib/monitoring/consent';
import { SettingsSection } from './settings-section';

/** The consent to error reports and usage statistics: kept in this browser, applied at once. */
export function PrivacySection() {
  const { t } = useTranslation('consent');
  const consent = useConsent();
  return (
    <SettingsSection title={t('settings.title')} description={t('settings.description')}>
      <Switch label={t('settings.switch')} checked={consent === 'granted'} onChange={(event) => writeConsent(event.currentTarget.checked)} />
    </SettingsSection>
  );
}
