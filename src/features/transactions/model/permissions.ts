/** The permission names of the payments area (spec §2, §6), written once. */
export const TRANSACTIONS_PERMISSION = 'transactions.read.2479032559';
export const REFUND_PERMISSION = 'refund.write';
/** Capture and cancel of an authorization. */
export const CHARGE_PERMISSION = 'charge.write';
