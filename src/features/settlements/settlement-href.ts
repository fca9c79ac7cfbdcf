export const SETTLEMENTS_LIST = '/settlement';

/** The settlement's details page: its statement and CSV. */
export const settlementHref = (id: string) => `${SETTLEMENTS_LIST}/${encodeURIComponent(id)}`;

/** "Back to settlement payouts": the list as the user left it (its filters, from `state.from`), else the plain list. */
export function backToSettlementsHref(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && /^\/settlement(?:\?|$)/.test(from) ? from : SETTLEMENTS_LIST;
}
