import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ltrIn } from '@/lib/i18n';
import { useUnlinkPhoneMutation } from '../api/account-api';
import { useSaveFeedback } from '../save-feedback';
import { PhoneLinkForm } from './phone-link-form';
import { SettingsSection } from './settings-section';
import { tx } from '@/lib/notify';

export function PhoneSection({ phone }: { phone: string | null }) {
  const { t, i18n } = useTranslation('settings');
  const feedback = useSaveFeedback('phone.title');
  const [unlinkPhone, { isLoading: unlinking }] = useUnlinkPhoneMutation();

  const unlink = async () => {
    try {
      await unlinkPhone().unwrap();
      feedback.succeeded(tx('settings:phone.unlinked'));
    } catch (failure) {
      feedback.failed(failure);
    }
  };

  return (
    <SettingsSection title={t('phone.title')} description={t('phone.description')}>
      {phone ? (
        <Group gap="md">
          <Text size="sm">
            {t('phone.linkedTo')}{' '}
            <Text span fw={600}>
              {ltrIn(i18n.language)(phone)}
            </Text>
          </Text>
          <Button variant="light" color="red" onClick={() => void unlink()} loading={unlinking} disabled={unlinking}>
            {t('phone.unlink')}
          </Button>
        </Group>
      ) : (
        <PhoneLinkForm />
      )}
    </SettingsSection>
  );
}
