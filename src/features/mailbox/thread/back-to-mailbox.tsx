import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/details-frame';
import { MAILBOX_PATH } from '../mailbox-href';

/** "Back" to the mailbox as the user left it (filters and search in the URL), else the mailbox. */
export function BackToMailbox() {
  const { t } = useTranslation('mailbox');
  return <BackLink list={MAILBOX_PATH} label={t('thread.back')} />;
}
