export const STATEMENTS_LIST = '/statements';
export const SETTLEMENT_STATEMENTS_LIST = '/statements/settlements';

/** A monthly statement's page: its figures, the ledger check, its entries and files. */
export const statementHref = (id: string) => `${STATEMENTS_LIST}/${encodeURIComponent(id)}`;
