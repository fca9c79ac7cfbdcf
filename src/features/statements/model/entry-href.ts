import { sourceHref } from '@/features/balances';
import { ledgerSourceTypes, type LedgerSourceType } from '@/lib/contract/balances';
import type { StatementEntry } from '../api/statements-api';

const isLedgerSource = (type: string): type is LedgerSourceType => (ledgerSourceTypes as readonly string[]).includes(type);

/** Where a line's money comes from: the ledger's sources as the balances page links them, the wallet's top-ups and transfers. */
export function entryHref(entry: Pick<StatementEntry, 'sourceType' | 'reference' | 'currency'>): string | null {
  const id = encodeURIComponent(entry.reference);
  if (entry.sourceType === 'top-up') return `/wallet/top-ups/${id}`;
  if (entry.sourceType === 'transfer') return `/transfers/${id}`;
  if (!isLedgerSource(entry.sourceType)) return null;
  return sourceHref({ sourceType: entry.sourceType, sourceId: entry.reference, disputeId: null, currency: entry.currency });
}
