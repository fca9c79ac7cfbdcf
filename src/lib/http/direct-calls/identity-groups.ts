import { request } from '../client';
import { jsonApiBody } from '../json-api';

const groupsPath = (identityId: string) => `identities/${encodeURIComponent(identityId)}/groups`;

/** `POST identities/{id}/groups` (spec §7): one group more. */
export const postIdentityGroup = (identityId: string, groupId: string) => request('POST', groupsPath(identityId), jsonApiBody('identity-groups', { groupId }));

/** `DELETE identities/{id}/groups/{groupId}` (spec §7): one group less. */
export const deleteIdentityGroup = (identityId: string, groupId: string) => request('DELETE', `${groupsPath(identityId)}/${encodeURIComponent(groupId)}`);
