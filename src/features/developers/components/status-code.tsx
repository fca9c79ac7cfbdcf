import { Badge } from '@mantine/core';
import { statusColor } from '../model/request-log-list';

/** An HTTP status as a badge, coloured by its class (its number is the text: read the same everywhere). */
export function StatusCode({ status, size = 'sm' }: { status: number; size?: 'sm' | 'lg' }) {
  return (
    <Badge size={size} variant="light" color={statusColor(status)} ff="monospace" style={{ textTransform: 'none' }}>
      {status}
    </Badge>
  );
}
