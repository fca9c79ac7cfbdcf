import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { tx } from '@/lib/notify';
import { useDeleteOtherAccessTokensMutation } from '../api/tokens-api';
import { useSaveFeedback } from '../save-feedback';

/** "Sign out all other sessions": asks first, then the server ends every session of the user but this one. */
export function SignOutOthers() {
  const { t } = useTranslation(['settings', 'common']);
  const feedback = useSaveFeedback('sessions.title');
  const [signOutOthers] = useDeleteOtherAccessTokensMutation();
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Group>
        <Button variant="light" color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => setOpened(true)}>
          {t('sessions.signOutOthers')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={opened}
        title={t('sessions.signOutOthersTitle')}
        confirmLabel={t('sessions.signOutOthersConfirm')}
        danger
        focus="none"
        onConfirm={async () => {
          await signOutOthers().unwrap();
          feedback.succeeded(tx('settings:sessions.othersSignedOut'));
          setOpened(false);
        }}
        describeFailure={feedback.failed}
        onClose={() => setOpened(false)}
      >
        <Text size="sm">{t('sessions.signOutOthersText')}</Text>
      </ConfirmDialog>
    </>
  );
}
