import { Text } from '@mantine/core';
import type { Payout } from '../api/payouts-api';

/** A payout's destination as it was when requested: its label and the masked number (never more). */
export function PayoutMethodText({ method }: { method: Payout['method'] }) {
  return (
    <Text span size="sm">
      {method.label && (
        <>
          <bdi>{method.label}</bdi>{' '}
        </>
      )}
      <Text span size="sm" dir="ltr" ff="monospace" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {method.masked}
      </Text>
    </Text>
  );
}
