export const PAYOUTS_PATH = '/payouts';
/** A payout's details page. */
export const payoutHref = (id: string) => `${PAYOUTS_PATH}/${encodeURIComponent(id)}`;
