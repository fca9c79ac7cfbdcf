import type { LedgerEntry } from '../api/balances-api';

/**
 * Where an entry's money comes from (docs/api/balances.md, *ledger-entries/list*): payments, refunds and
 * chargebacks are transactions, a chargeback's dispute when it has one, a payout, a settlement payout.
 * An exchange has no page of its own: it is shown on the organization's accounts.
 */
export function sourceHref(
  entry: Pick<LedgerEntry, 'sourceType' | 'sourceId' | 'disputeId' | 'currency'>,
  accountsHref?: (currency: string) => string,
): string | null {
  const id = encodeURIComponent(entry.sourceId);
  switch (entry.sourceType) {
    case 'payment':
    case 'refund':
      return `/transactions/${id}`;
    case 'chargeback':
      return entry.disputeId ? `/disputes/${encodeURIComponent(entry.disputeId)}` : `/transactions/${id}`;
    case 'payout':
      return `/payouts/${id}`;
    case 'settlement':
      return `/settlement/${id}`;
    case 'exchange':
      return accountsHref ? accountsHref(entry.currency) : null;
  }
}
