import { Badge } from '@mantine/core';
import { statusColor, useStaffLabel } from '../model/labels';

export function AccountStatusBadge({ status }: { status: string }) {
  const label = useStaffLabel('status');
  return (
    <Badge color={statusColor(status)} variant="light">
      {label(status)}
    </Badge>
  );
}
