/** The transaction-exports area of the action contract (see docs/api-contract.md). */

export const transactionExportsActions = {};
