import { Badge } from '@mantine/core';
import type { ApiKeyStatus } from '@/lib/contract/developers';
import { keyStatusColor, useKeyStatusLabel } from '../model/labels';

export function KeyStatusBadge({ status, size }: { status: ApiKeyStatus; size?: 'sm' | 'lg' }) {
  const label = useKeyStatusLabel();
  return (
    <Badge color={keyStatusColor(status)} variant="light" size={size}>
      {label(status)}
    </Badge>
  );
}
