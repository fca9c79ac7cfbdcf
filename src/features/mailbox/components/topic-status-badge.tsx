import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TopicStatus } from '@/lib/contract/mailbox-rules';
import { topicStatusColor, topicStatusKey } from '../model/labels';

/** A topic's status in words (Pending is "New"), in its colour; an unknown status as it came, gray. */
export function TopicStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('mailbox');
  const color = Object.hasOwn(topicStatusColor, status) ? topicStatusColor[status as TopicStatus] : 'gray';
  return (
    <Badge variant="light" color={color}>
      {t(topicStatusKey(status), { defaultValue: status })}
    </Badge>
  );
}
