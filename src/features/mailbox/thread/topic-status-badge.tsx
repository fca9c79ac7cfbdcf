import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TopicStatus } from '@/lib/contract/mailbox-rules';
import { topicStatusColor, topicStatusKey } from '../model/labels';

/** Pending reads "New"; an unknown status shows as it came, in gray. */
export function TopicStatusBadge({ status, size = 'md' }: { status: string; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('mailbox');
  return (
    <Badge variant="light" size={size} color={topicStatusColor[status as TopicStatus] ?? 'gray'}>
      {t(topicStatusKey(status), { defaultValue: status })}
    </Badge>
  );
}
