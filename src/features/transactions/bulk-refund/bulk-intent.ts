import type { IntentSpec } from '@/features/intents';
import type { BulkPreview } from './bulk-refund-api';

/**
 * The bulk refund as its intent stores it: the list as pasted and the refundable lines with the
 * amounts the user confirmed. The server refunds exactly these, or refuses the whole batch as stale.
 */
export function bulkIntentSpec(resourceId: string, ids: string[], preview: BulkPreview): Omit<IntentSpec, 'target'> {
  const confirmed = preview.lines
    .filter((line) => line.outcome === 'refundable' && line.amount !== null && line.currency !== null)
    .map((line) => ({ line: line.position, transactionId: line.transactionId, amount: line.amount!, currency: line.currency! }));
  return {
    request: { action: 'transactions/bulkRefund', payload: { resourceId, ids, confirmed } },
    summary: { kind: 'bulk-refund', count: confirmed.length },
    invalidates: [{ type: 'Transaction', id: 'LIST' }],
  };
}
