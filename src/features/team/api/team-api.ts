import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { TeamMemberAnswer, TeamRole } from '@/lib/contract/team';

/** A member (or an invitation, `status: 'invite-sent'`) as the screens show it: the answer's attributes, flattened. */
export type TeamMember = TeamMemberAnswer['attributes'] & { id: string };

/** The caller's view of the team of one workspace (`team/getSettings`). */
export interface TeamSettings {
  twoFaEnforced: boolean;
  enforcedBy: { id: string; name: string } | null;
  membersWithoutTwoFa: number;
  grantableRoles: TeamRole[];
  grantablePermissions: string[];
  canManage: boolean;
}

/** A group of a member's identity: its role, and where it applies (null: everywhere). */
export interface MemberGroup {
  id: string;
  name: string;
  role: string;
  resource: { id: string; name: string; resourceType: string } | null;
  permissions: string[];
}

/** One identity of a member, with its groups (`team/listIdentities`). */
export interface MemberIdentity {
  id: string;
  status: 'active' | 'inactive';
  groups: MemberGroup[];
}

/** One filter of `team/list` (docs/api/team.md). */
export interface TeamFilter {
  field: 'role' | 'status' | 'twoFaEnabled' | 'search';
  operator: 'eq' | 'in' | 'contains';
  value: string | string[] | boolean;
}

export interface ListTeamArgs {
  resourceId: string;
  filters: TeamFilter[];
  /** `name`, `-lastSignInAt`… */
  sort: string;
  page: number;
  pageSize: number;
}

export interface TeamPage {
  rows: TeamMember[];
  total: number;
}

/** What a role is given with: its permissions only for `custom`. */
export interface RoleGrant {
  role: TeamRole;
  permissions: string[];
}

const grantAttributes = ({ role, permissions }: RoleGrant) => (role === 'custom' ? { role, permissions } : { role });

const toMember = (answer: TeamMemberAnswer): TeamMember => ({ ...answer.attributes, id: answer.id });

async function readMember(raw: unknown): Promise<TeamMember> {
  const checked = await contractOf('team/get').answer.check(raw);
  if (!checked.ok) throw new Error('Malformed team member');
  return toMember(checked.value);
}

const memberOf = (answer: { data?: unknown }) => readMember(answer.data);

async function readSettings(answer: { data?: unknown }): Promise<TeamSettings> {
  const checked = await contractOf('team/getSettings').answer.check(answer.data);
  if (!checked.ok) throw new Error('Malformed team settings');
  const a = checked.value.attributes;
  return {
    twoFaEnforced: a.twoFaEnforced,
    enforcedBy: a.enforcedBy,
    membersWithoutTwoFa: a.membersWithoutTwoFa,
    grantableRoles: a.grantableRoles,
    grantablePermissions: a.grantablePermissions,
    canManage: a.canManage,
  };
}

const LIST = { type: 'TeamMember' as const, id: 'LIST' };
const memberTags = (id: string) => [{ type: 'TeamMember' as const, id }, LIST];

export const teamApi = featureApi(['TeamMember', 'TeamSettings']).injectEndpoints({
  endpoints: (build) => ({
    /** `team/list`: one page of the workspace's members and invitations; refetched when any of them changes (pushed). */
    listTeamMembers: build.query<TeamPage, ListTeamArgs>({
      query: ({ resourceId, filters, sort, page, pageSize }) => ({
        action: 'team/list',
        payload: { resourceId, filters, sort, page: { size: pageSize, number: page } },
      }),
      transformResponse: async (answer: { data?: unknown; meta?: { page?: { total?: number } } }) => {
        const data = await contractOf('team/list').answer.check(answer.data ?? []);
        const rows = data.ok ? data.value.map(toMember) : [];
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
      providesTags: (result) => [LIST, ...(result?.rows ?? []).map((row) => ({ type: 'TeamMember' as const, id: row.id }))],
    }),
    /** `team/get`: one member (user id) or invitation (`inv_…`) of the workspace. */
    getTeamMember: build.query<TeamMember, { resourceId: string; id: string }>({
      query: ({ resourceId, id }) => ({ action: 'team/get', id, payload: { resourceId } }),
      transformResponse: memberOf,
      providesTags: (_result, _error, { id }) => [{ type: 'TeamMember', id }],
    }),
    /** `team/listIdentities`: the member's identities, with their groups, in the organizations and projects the caller reaches. */
    listMemberIdentities: build.query<MemberIdentity[], { resourceId: string; id: string }>({
      query: ({ resourceId, id }) => ({ action: 'team/listIdentities', id, payload: { resourceId } }),
      transformResponse: async (answer: { data?: unknown }) => {
        const data = await contractOf('team/listIdentities').answer.check(answer.data ?? []);
        return data.ok
          ? data.value.map(({ id, attributes }) => ({
              id,
              status: attributes.status,
              groups: attributes.groups.map((group) => ({
                id: group.id,
                name: group.name,
                role: group.role,
                permissions: group.permissions,
                resource: group.resource ? { id: group.resource.id, name: group.resource.name, resourceType: group.resource.resourceType } : null,
              })),
            }))
          : [];
      },
      providesTags: (_result, _error, { id }) => [{ type: 'TeamMember', id }],
    }),
    /** `team/getSettings`: team 2FA, and what the caller may do and give here; members change its counts. */
    getTeamSettings: build.query<TeamSettings, string>({
      query: (resourceId) => ({ action: 'team/getSettings', payload: { resourceId } }),
      transformResponse: readSettings,
      providesTags: (_result, _error, resourceId) => [{ type: 'TeamSettings', id: resourceId }, LIST],
    }),
    inviteTeamMember: build.mutation<TeamMember, { resourceId: string; email: string } & RoleGrant>({
      query: ({ resourceId, email, ...grant }) => ({
        action: 'team/invite',
        payload: { resourceId, data: { type: 'invitations', attributes: { email, ...grantAttributes(grant) } } },
      }),
      transformResponse: memberOf,
      invalidatesTags: [LIST],
    }),
    resendInvitation: build.mutation<TeamMember, { resourceId: string; id: string }>({
      query: ({ resourceId, id }) => ({ action: 'team/resendInvitation', id, payload: { resourceId } }),
      transformResponse: memberOf,
      invalidatesTags: (_result, _error, { id }) => memberTags(id),
    }),
    revokeInvitation: build.mutation<null, { resourceId: string; id: string }>({
      query: ({ resourceId, id }) => ({ action: 'team/revokeInvitation', id, payload: { resourceId } }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { id }) => memberTags(id),
    }),
    changeTeamMemberRole: build.mutation<TeamMember, { resourceId: string; id: string } & RoleGrant>({
      query: ({ resourceId, id, ...grant }) => ({
        action: 'team/changeRole',
        id,
        payload: { resourceId, data: { type: 'team-members', attributes: grantAttributes(grant) } },
      }),
      transformResponse: memberOf,
      invalidatesTags: (_result, _error, { id }) => memberTags(id),
    }),
    removeTeamMember: build.mutation<null, { resourceId: string; id: string }>({
      query: ({ resourceId, id }) => ({ action: 'team/remove', id, payload: { resourceId } }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { id }) => memberTags(id),
    }),
    setTeamTwoFaEnforcement: build.mutation<TeamSettings, { resourceId: string; twoFaEnforced: boolean }>({
      query: ({ resourceId, twoFaEnforced }) => ({
        action: 'team/setTwoFaEnforcement',
        payload: { resourceId, data: { type: 'team-settings', attributes: { twoFaEnforced } } },
      }),
      transformResponse: readSettings,
      async onQueryStarted({ resourceId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(teamApi.util.upsertQueryData('getTeamSettings', resourceId, data));
      },
    }),
  }),
});

export const {
  useListTeamMembersQuery,
  useGetTeamMemberQuery,
  useListMemberIdentitiesQuery,
  useGetTeamSettingsQuery,
  useInviteTeamMemberMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useChangeTeamMemberRoleMutation,
  useRemoveTeamMemberMutation,
  useSetTeamTwoFaEnforcementMutation,
} = teamApi;
