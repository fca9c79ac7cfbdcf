export const DISPUTES_LIST = '/disputes';

/** The details page of a dispute. */
export const disputeHref = (id: string) => `${DISPUTES_LIST}/${encodeURIComponent(id)}`;
