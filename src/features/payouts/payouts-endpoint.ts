/** The money-out areas' action endpoint (spec §7: the payouts endpoint). */
export const PAYOUTS_ENDPOINT = 'payouts/actions';
