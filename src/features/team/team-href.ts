export const TEAM_PATH = '/team';
/** A member's (or an invitation's) page. */
export const teamMemberHref = (id: string) => `${TEAM_PATH}/${encodeURIComponent(id)}`;
/** One identity of a member: its groups and access tokens (the identity feature's page). */
export const identityHref = (userId: string, identityId: string) => `/identity/${encodeURIComponent(userId)}/${encodeURIComponent(identityId)}`;
