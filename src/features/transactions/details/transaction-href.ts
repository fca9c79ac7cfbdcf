/** The details page of a transaction. */
export const transactionHref = (id: string) => `/transactions/${encodeURIComponent(id)}`;

export const TRANSACTIONS_LIST = '/transactions';

/**
 * Where "Back to transactions" goes: the list as the user left it (its filters in the URL) when
 * they came from it — the list passes `state: { from: '/transactions?…' }` — else the plain list.
 */
export function backToListHref(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && /^\/transactions(?:\?|$)/.test(from) ? from : TRANSACTIONS_LIST;
}
