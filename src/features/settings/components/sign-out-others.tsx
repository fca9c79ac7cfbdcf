import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { tx } from '@/lib/notify';
import { useDeleteOtherAccessTokensMutation } from '../api/tokens-api';
import { useSaveFeedback } from '../save-feedback';

/** "Sign out all other sessions": asks first, then the server ends every session of the user but this one. */
export function SignOutOthers() {
  const { t } = useTranslation(['settings', 'common']);
  const feedback = useSaveFeedback('sessions.title');
  const [signOutOthers, { isLoading }] = useDeleteOtherAccessTokensMutation();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    setOpened(false);
  };
  const confirm = async () => {
    setError(null);
    try {
      await signOutOthers().unwrap();
      feedback.succeeded(tx('settings:sessions.othersSignedOut'));
      close();
    } catch (failure) {
      setError(feedback.failed(failure));
    }
  };

  return (
    <>
      <Group>
        <Button variant="light" color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => setOpened(true)}>
          {t('sessions.signOutOthers')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={isLoading ? () => undefined : close}
        title={t('sessions.signOutOthersTitle')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('sessions.signOutOthersText')}</Text>
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isLoading}>
              {t('common:cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={isLoading}>
              {t('sessions.signOutOthersConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
