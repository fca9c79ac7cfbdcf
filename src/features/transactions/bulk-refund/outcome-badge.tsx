import { Badge } from '@mantine/core';
import type { LineOutcome, RowOutcome } from './bulk-refund-api';

const colors: Readonly<Record<LineOutcome | RowOutcome, string>> = {
  refundable: 'teal',
  refunded: 'teal',
  'unknown-id': 'gray',
  'other-project': 'grape',
  duplicate: 'orange',
  'already-refunded': 'gray',
  'not-refundable': 'red',
  skipped: 'gray',
  refused: 'red',
};

/** A line's outcome as a badge; the text says it all, the colour only helps. */
export function OutcomeBadge({ outcome, children }: { outcome: LineOutcome | RowOutcome; children: string }) {
  return (
    <Badge color={colors[outcome]} variant="light" tt="none" style={{ whiteSpace: 'normal', height: 'auto' }}>
      {children}
    </Badge>
  );
}
