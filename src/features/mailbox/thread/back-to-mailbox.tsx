import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { backToMailboxHref } from '../mailbox-href';

export function BackToMailbox() {
  const { t } = useTranslation('mailbox');
  const location = useLocation();
  return (
    <Button component={Link} to={backToMailboxHref(location.state)} variant="subtle" leftSection={<IconArrowBackUp size={18} aria-hidden />} px={0} style={{ alignSelf: 'flex-start' }}>
      {t('thread.back')}
    </Button>
  );
}
