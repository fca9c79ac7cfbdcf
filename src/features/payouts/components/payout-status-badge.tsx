import { Badge } from '@mantine/core';
import { payoutStatusColor, usePayoutStatusLabel } from '../model/labels';

export function PayoutStatusBadge({ status }: { status: string }) {
  const label = usePayoutStatusLabel();
  return (
    <Badge color={payoutStatusColor(status)} variant="light">
      {label(status)}
    </Badge>
  );
}
