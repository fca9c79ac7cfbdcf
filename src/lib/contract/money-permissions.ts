/**
 * The money-out permissions (spec §2 route permissions are the read ones; the write and approve
 * names are ours, in the same style). In a module of their own so that the route table, which loads
 * with the first page, does not pull in the money contract. docs/api/balances.md, *Permissions*.
 */
export const BALANCES_READ = 'balances-total.read';
export const ROLLING_RESERVE_READ = 'rolling-reserve-payouts.requests.read';
export const PAYOUTS_READ = 'wallet-payout.requests.read';
/** Request and cancel payouts. */
export const PAYOUTS_WRITE = 'wallet-payout.requests.write';
/** Approve or reject another person's payout that waits for a second person (four-eyes). */
export const PAYOUTS_APPROVE = 'wallet-payout.requests.approve';
export const OLD_PAYOUT_REQUESTS_READ = 'payouts.requests.read';
export const SETTLEMENTS_READ = 'accounts.settlement.read';
export const ACCOUNTS_READ = 'accounts.read';
export const ACCOUNTS_EXCHANGE = 'accounts.exchange';
export const PAYOUT_METHODS_READ = 'settlement-payment-attributes.read';
/** Add and remove payout methods, choose the default. */
export const PAYOUT_METHODS_WRITE = 'settlement-payment-attributes.write';

/** The wallet (docs/api/wallet.md): its balances and entries; top-up requests; transfers out of it. */
export const WALLET_READ = 'wallet.read';
export const TOP_UPS_READ = 'wallet-top-up.requests.read';
/** Request and cancel top-ups. */
export const TOP_UPS_WRITE = 'wallet-top-up.requests.write';
export const TRANSFERS_READ = 'transfers.read';
/** Send transfers and cancel one's own before it leaves. */
export const TRANSFERS_WRITE = 'transfers.write';
/** Approve or reject another person's transfer above the limit; reverse a paid transfer. */
export const TRANSFERS_APPROVE = 'transfers.approve';

/** Reading ledger entries: either the balances or the accounts right. */
export const LEDGER_READ = [BALANCES_READ, ACCOUNTS_READ] as const;
