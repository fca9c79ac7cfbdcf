import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ltrIn } from '@/lib/i18n';
import { useActionCaller, useAppDispatch } from '@/lib/store';
import { userUpdated } from '@/features/session';
import { unlinkPhone } from '../api/phone-calls';
import { useSaveFeedback } from '../save-feedback';
import { PhoneLinkForm } from './phone-link-form';
import { SettingsSection } from './settings-section';

export function PhoneSection({ phone }: { phone: string | null }) {
  const { t, i18n } = useTranslation('settings');
  const actions = useActionCaller();
  const dispatch = useAppDispatch();
  const feedback = useSaveFeedback(t('phone.title'));
  const [unlinking, setUnlinking] = useState(false);

  const unlink = async () => {
    setUnlinking(true);
    try {
      dispatch(userUpdated(await unlinkPhone(actions)));
      feedback.succeeded(t('phone.unlinked'));
    } catch (failure) {
      feedback.failed(failure);
    } finally {
      setUnlinking(false);
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
