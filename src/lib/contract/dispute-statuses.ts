/**
 * The dispute statuses (spec §4), in a module of their own so that the shell (the "Needs response"
 * count) and the route table can name them without loading the disputes contract.
 */

/** Spec §4: new (confirmation needed), action required, merchant action required, pending, won, lost, confirmed, ignored. */
export const disputeStatuses = ['action-required', 'confirmed', 'ignored', 'lost', 'merchant-action-required', 'new', 'pending', 'won'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

/** Statuses in which the merchant may still add evidence, submit it or accept the dispute: they need a response. */
export const openDisputeStatuses = ['new', 'action-required', 'merchant-action-required'] as const satisfies readonly DisputeStatus[];
