import { toLoginSession, type LoginSession } from '@/components/sessions';
import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import { ACTIVE_TOKENS_PAGE_SIZE } from '@/lib/contract/team';
import { askForStepUp } from '@/features/step-up';
import { asksForStepUp } from '@/lib/contract/step-up';
import { toFailure, type Failure } from '@/lib/http';
import { deleteIdentityGroup, postIdentityGroup } from '@/lib/http/direct-calls';
import type { IdentityGroup, IdentityMember, MemberIdentity } from '../model/identity';

type Answer = { data?: unknown; meta?: unknown };

/** An identity's signed-in devices, and whether the caller may end them (`meta.mayEnd`: their own, or as an admin of all its workspaces). */
export interface IdentityTokens {
  sessions: LoginSession[];
  mayEnd: boolean;
}

/** The member (`team/get`) and the identity (`team/listIdentities`), read in the workspace. */
export interface IdentityKey {
  resourceId: string;
  userId: string;
  identityId: string;
}

const toGroup = ({ id, attributes: a }: { id: string; attributes: Omit<IdentityGroup, 'id'> }): IdentityGroup => ({
  id,
  name: a.name,
  role: a.role,
  resource: a.resource,
  permissions: a.permissions,
  grantable: a.grantable,
});

const memberTag = (userId: string) => ({ type: 'TeamMember' as const, id: userId });
const groupsTag = (identityId: string) => ({ type: 'IdentityGroups' as const, id: identityId });

/** What changes with an identity's groups: its groups, its member (role) and the team list. */
const changedBy = (_result: unknown, _error: unknown, { userId, identityId }: Pick<IdentityKey, 'userId' | 'identityId'>) => [
  groupsTag(identityId),
  memberTag(userId),
  { type: 'TeamMember' as const, id: 'LIST' },
];

/**
 * A direct call (spec §7) as an RTK Query answer: 204, or the failure with the server's codes. When the
 * server asks for a fresh second factor, asks the user and, once confirmed, sends the same call again.
 */
async function direct(call: () => Promise<unknown>): Promise<{ data: null } | { error: Failure }> {
  try {
    await call();
    return { data: null };
  } catch (error) {
    const failure = toFailure(error);
    if (asksForStepUp(failure.errors) && (await askForStepUp(failure))) return direct(call);
    return { error: failure };
  }
}

export const identityApi = featureApi(['Tokens', 'TeamMember', 'IdentityGroups']).injectEndpoints({
  endpoints: (build) => ({
    /** `team/get`: the member the identity belongs to (name, e-mail, whether it is the caller). */
    identityMember: build.query<IdentityMember, Omit<IdentityKey, 'identityId'>>({
      query: ({ resourceId, userId }) => ({ action: 'team/get', id: userId, payload: { resourceId, id: userId } }),
      transformResponse: async (answer: Answer) => {
        const { id, attributes: a } = await contractOf('team/get').answer(answer.data);
        return { id, email: a.email, name: a.name, isYou: a.isYou };
      },
      providesTags: (_result, _error, { userId }) => [memberTag(userId)],
    }),
    /** `team/listIdentities`: the member's identities, for the status of the one shown. */
    identityMemberIdentities: build.query<MemberIdentity[], Omit<IdentityKey, 'identityId'>>({
      query: ({ resourceId, userId }) => ({ action: 'team/listIdentities', id: userId, payload: { resourceId, id: userId } }),
      transformResponse: async (answer: Answer) =>
        (await contractOf('team/listIdentities').answer(answer.data)).map(({ id, attributes }) => ({ id, status: attributes.status })),
      providesTags: (_result, _error, { userId }) => [memberTag(userId)],
    }),
    /** `identities/getIdentityGroups` (envelope id: the identity). */
    identityGroups: build.query<IdentityGroup[], Pick<IdentityKey, 'userId' | 'identityId'>>({
      query: ({ identityId }) => ({ action: 'identities/getIdentityGroups', id: identityId, payload: { id: identityId } }),
      transformResponse: async (answer: Answer) => (await contractOf('identities/getIdentityGroups').answer(answer.data)).map(toGroup),
      providesTags: (_result, _error, { userId, identityId }) => [groupsTag(identityId), memberTag(userId)],
    }),
    /** `groups/list`: the workspace's groups and those above it, each `grantable` for the caller or not. */
    identityGroupChoices: build.query<IdentityGroup[], string>({
      query: (resourceId) => ({ action: 'groups/list', payload: { resourceId, page: { size: 500 } } }),
      transformResponse: async (answer: Answer) => (await contractOf('groups/list').answer(answer.data)).map(toGroup),
      providesTags: [{ type: 'IdentityGroups', id: 'CHOICES' }],
    }),
    /** `POST identities/{id}/groups` (spec §7): one group more. */
    addIdentityGroup: build.mutation<null, Pick<IdentityKey, 'userId' | 'identityId'> & { groupId: string }>({
      queryFn: ({ identityId, groupId }) => direct(() => postIdentityGroup(identityId, groupId)),
      invalidatesTags: changedBy,
    }),
    /** `DELETE identities/{id}/groups/{groupId}` (spec §7): one group less. */
    removeIdentityGroup: build.mutation<null, Pick<IdentityKey, 'userId' | 'identityId'> & { groupId: string }>({
      queryFn: ({ identityId, groupId }) => direct(() => deleteIdentityGroup(identityId, groupId)),
      invalidatesTags: changedBy,
    }),
    /** `identities/replaceIdentityGroups`: the whole new list in one call (the multi-edit). */
    saveIdentityGroups: build.mutation<IdentityGroup[], Pick<IdentityKey, 'userId' | 'identityId'> & { groupIds: string[] }>({
      query: ({ identityId, groupIds }) => ({
        action: 'identities/replaceIdentityGroups',
        id: identityId,
        payload: { id: identityId, data: { type: 'identity-groups', attributes: { groupIds } } },
      }),
      transformResponse: async (answer: Answer) => (await contractOf('identities/replaceIdentityGroups').answer(answer.data)).map(toGroup),
      invalidatesTags: changedBy,
    }),
    /** `identities/listActiveTokens` of the identity: its signed-in devices (one page of the spec's size). */
    identityTokens: build.query<IdentityTokens, string>({
      query: (identityId) => ({ action: 'identities/listActiveTokens', payload: { identityId, page: { size: ACTIVE_TOKENS_PAGE_SIZE } } }),
      transformResponse: async (answer: Answer) => {
        const entry = contractOf('identities/listActiveTokens');
        const [tokens, meta] = await Promise.all([entry.answer(answer.data), entry.meta(answer.meta)]);
        return { sessions: tokens.map(toLoginSession), mayEnd: meta.mayEnd };
      },
      providesTags: (_result, _error, identityId) => [{ type: 'Tokens', id: `identity:${identityId}` }],
    }),
    /** `identities/deleteAccessToken` (envelope id: the token): that device is signed out at once. */
    signOutIdentityToken: build.mutation<null, { identityId: string; tokenId: string }>({
      query: ({ tokenId }) => ({ action: 'identities/deleteAccessToken', id: tokenId, payload: { id: tokenId } }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { identityId }) => [{ type: 'Tokens', id: `identity:${identityId}` }],
    }),
  }),
});

export const {
  useIdentityMemberQuery,
  useIdentityMemberIdentitiesQuery,
  useIdentityGroupsQuery,
  useIdentityGroupChoicesQuery,
  useAddIdentityGroupMutation,
  useRemoveIdentityGroupMutation,
  useSaveIdentityGroupsMutation,
  useIdentityTokensQuery,
  useSignOutIdentityTokenMutation,
} = identityApi;
