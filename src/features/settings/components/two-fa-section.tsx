import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './settings-section';
import { TwoFaDisableForm } from './two-fa-disable-form';
import { TwoFaSetupForm } from './two-fa-setup-form';

export function TwoFaSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('settings');
  const [mode, setMode] = useState<'idle' | 'setup' | 'disable'>('idle');
  const back = () => setMode('idle');

  return (
    <SettingsSection title={t('twoFa.title')} description={t('twoFa.description')} anchor="two-factor">
      <Group gap="sm">
        <Text size="sm">{t('twoFa.status')}</Text>
        <Badge color={enabled ? 'teal' : 'gray'} variant="light">
          {enabled ? t('twoFa.on') : t('twoFa.off')}
        </Badge>
      </Group>
      {mode === 'setup' && !enabled && <TwoFaSetupForm onDone={back} onCancel={back} />}
      {mode === 'disable' && enabled && <TwoFaDisableForm onDone={back} onCancel={back} />}
      {mode === 'idle' && (
        <Group>
          {enabled ? (
            <Button variant="light" color="red" onClick={() => setMode('disable')}>
              {t('twoFa.disable')}
            </Button>
          ) : (
            <Button onClick={() => setMode('setup')}>{t('twoFa.setUp')}</Button>
          )}
        </Group>
      )}
    </SettingsSection>
  );
}
