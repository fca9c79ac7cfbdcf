/** The identity page of a member's identity (`/identity/:userId/:identityId`). */
export const identityHref = (userId: string, identityId: string) => `/identity/${encodeURIComponent(userId)}/${encodeURIComponent(identityId)}`;

/** The member page the identity page leads back to. */
export const memberHref = (userId: string) => `/team/${encodeURIComponent(userId)}`;
