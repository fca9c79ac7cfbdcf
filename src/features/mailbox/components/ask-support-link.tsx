import { Button } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '@/features/permissions';
import type { TopicRelatedType } from '@/lib/contract/mailbox-rules';
import { newTopicHref } from '../mailbox-href';
import { NEW_TOPIC_ROUTE_PERMISSION } from '../routes';

/** "Ask support" on an object's page: a new topic about it, for whoever may open topics. */
export function AskSupportLink({ related }: { related: { type: TopicRelatedType; id: string } }) {
  const { t } = useTranslation('mailbox');
  const allowed = usePermission(NEW_TOPIC_ROUTE_PERMISSION);
  if (!allowed) return null;
  return (
    <Button component={Link} to={newTopicHref(related)} variant="default" leftSection={<IconMessageQuestion size={18} aria-hidden />}>
      {t('newTopic.askSupport')}
    </Button>
  );
}
