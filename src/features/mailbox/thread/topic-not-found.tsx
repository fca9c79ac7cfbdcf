import { Alert, Button, Group } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAILBOX_PATH } from '../mailbox-href';

/** An unknown topic, one of another workspace, or one the user may not read: the same words for each. */
export function TopicNotFound() {
  const { t } = useTranslation('mailbox');
  return (
    <Alert role="alert" color="orange" variant="light" icon={<IconMailOff aria-hidden />} title={t('thread.notFound.title')}>
      {t('thread.notFound.hint')}
      <Group mt="sm">
        <Button component={Link} to={MAILBOX_PATH} variant="light" size="compact-sm">
          {t('thread.notFound.toList')}
        </Button>
      </Group>
    </Alert>
  );
}
