import type { Transaction } from '../model/transaction';

/** Types that take money back from the merchant: shown as negative amounts (the CSV export does the same). */
const negativeTypes: ReadonlySet<string> = new Set(['refund', 'chargeback', 'second-chargeback']);

export const signedAmount = (row: Pick<Transaction, 'type' | 'amount'>) => (negativeTypes.has(row.type) ? -row.amount : row.amount);
