export const SETTLEMENTS_LIST = '/settlement';

/** The settlement's details page: its statement and CSV. */
export const settlementHref = (id: string) => `${SETTLEMENTS_LIST}/${encodeURIComponent(id)}`;
