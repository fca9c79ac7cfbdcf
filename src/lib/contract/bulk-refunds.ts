/** The bulk-refunds area of the action contract (see docs/api-contract.md). */

export const bulkRefundsActions = {};
