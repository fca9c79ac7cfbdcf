/** The payment-links area of the action contract (see docs/api-contract.md). */

export const paymentLinkActions = {};
