import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MAILBOX_PATH } from '../mailbox-href';

/** Where "Back" goes: the list as the user left it (filters and search in the URL; the list passes `state: { from }`), else the mailbox. */
const backHref = (state: unknown) => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from === MAILBOX_PATH || from.startsWith(`${MAILBOX_PATH}?`)) ? from : MAILBOX_PATH;
};

export function BackToMailbox() {
  const { t } = useTranslation('mailbox');
  const location = useLocation();
  return (
    <Button component={Link} to={backHref(location.state)} variant="subtle" leftSection={<IconArrowBackUp size={18} aria-hidden />} px={0} style={{ alignSelf: 'flex-start' }}>
      {t('thread.back')}
    </Button>
  );
}
