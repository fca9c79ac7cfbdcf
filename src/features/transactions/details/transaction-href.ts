/** The details page of a transaction. */
export const transactionHref = (id: string) => `/transactions/${encodeURIComponent(id)}`;

export const TRANSACTIONS_LIST = '/transactions';
