/** The transaction-views area of the action contract (see docs/api-contract.md). */

export const transactionViewsActions = {};
