/**
 * The team area of the action contract (docs/api/team.md): the members of a workspace with their
 * role, invitations, role changes and removal, team 2FA enforcement, an identity's groups and its
 * access tokens. All on the `main` endpoint.
 *
 * The payload schemas check each field's form; the rules that depend on who asks (never yourself,
 * never the last admin, nobody grants what they do not hold unless their role may escalate) are
 * the server's, answered with their own codes (`own-identity`, `last-admin`, `grant-exceeds-own`).
 */
import type { z as zod } from 'zod/mini';
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import * as s from './schemas';

// ——— vocabularies ——————————————————————————————————————————————————————————————————————————

/** Spec §3: the roles a member holds on a workspace. `custom` carries its own permission list. */
export const teamRoles = ['admin', 'developer', 'finance', 'disputes', 'support', 'custom'] as const;
export type TeamRole = (typeof teamRoles)[number];

/** Spec §6: roles that may grant permissions they do not hold themselves ("can escalate permissions"). */
export const escalatingRoles: readonly TeamRole[] = ['developer'];

/** Spec §4: a member is `active`, or `invite-sent` until the invitation is accepted. */
export const teamMemberStatuses = ['active', 'invite-sent'] as const;
export type TeamMemberStatus = (typeof teamMemberStatuses)[number];

/** An invitation's link works this many days after it was sent (or sent again): its `expiresAt` (docs/api/team.md). */
export const INVITATION_VALID_DAYS = 7;

/** Fields `team/list` filters on (`role`, `status`, `twoFaEnabled`; `search` matches name and e-mail); sorts on `name` (default), `email`, `lastSignInAt`. */
export const teamFilterFields = ['role', 'status', 'twoFaEnabled', 'search'] as const;

/** The longest e-mail address (RFC 5321) and the most permissions a custom role names. */
export const EMAIL_MAX = 254;
export const CUSTOM_PERMISSIONS_MAX = 100;

/** Spec §7: `identities/listActiveTokens` is read in pages of this size. */
export const ACTIVE_TOKENS_PAGE_SIZE = 500;

/** Codes the team actions answer besides the common ones. */
export const teamErrorCodes = [
  'own-identity',
  'last-admin',
  'grant-exceeds-own',
  'already-member',
  'already-invited',
  'permissions-required',
  'inherited-role',
  'not-invited',
  // Invitations (docs/api/team.md, *Invitations and the outbox*).
  'invitation-expired',
  'invitation-replaced',
  'invitation-email-mismatch',
  'account-exists',
] as const;

// ——— answers ————————————————————————————————————————————————————————————————————————————

const person = (z: Zod) => z.looseObject({ id: z._default(z.nullable(z.string()), null), name: z._default(z.string(), ''), email: z._default(z.string(), '') });

/**
 * A member of the workspace, or an invitation not yet accepted (`status: 'invite-sent'`, `id` the
 * invitation's, `identityId` null). `role` is the member's role on the workspace; `inheritedFrom`
 * names the organization it was set on when it applies to this project through it (§6: change it
 * there).
 */
export const teamMemberAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('team-members'),
    id: z.string(),
    attributes: z.looseObject({
      email: z.string(),
      name: z._default(z.nullable(z.string()), null),
      status: z.enum(teamMemberStatuses),
      role: z.enum(teamRoles),
      /** `custom` only: the permission names the role grants. */
      permissions: z._default(z.array(z.string()), []),
      twoFaEnabled: z._default(z.boolean(), false),
      lastSignInAt: z._default(z.nullable(z.string()), null),
      invitedAt: z._default(z.nullable(z.string()), null),
      invitedBy: z._default(z.nullable(person(z)), null),
      /** The member's identity in this workspace (null for an invitation). */
      identityId: z._default(z.nullable(z.string()), null),
      /** The resource the role was granted on, when it is an ancestor of the workspace. */
      inheritedFrom: z._default(z.nullable(z.looseObject({ id: z.string(), name: z.string() })), null),
      /** The caller themselves: never changed or removed by themselves. */
      isYou: z._default(z.boolean(), false),
      /** An invitation: when its link stops working (null for a member). */
      expiresAt: z._default(z.nullable(z.string()), null),
      /** An invitation past `expiresAt` (the server's clock): resend it to send a new link. */
      expired: z._default(z.boolean(), false),
    }),
  });
export type TeamMemberAnswer = zod.output<ReturnType<typeof teamMemberAnswer>>;

/** One identity of a member: where it applies and its groups (the member page lists them per organization or project). */
export const memberIdentityAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('identities'),
    id: z.string(),
    attributes: z.looseObject({
      status: z.enum(['active', 'inactive']),
      groups: z.array(groupShape(z)),
    }),
  });

function groupShape(z: Zod) {
  return z.looseObject({
    id: z.string(),
    name: z.string(),
    role: z.string(),
    /** Null: the group applies everywhere. */
    resource: z._default(z.nullable(z.looseObject({ id: z.string(), name: z.string(), resourceType: z.string() })), null),
    permissions: z._default(z.array(z.string()), []),
  });
}

/** A group as `groups/list` and `identities/getIdentityGroups` answer it. */
export const groupAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('groups'),
    id: z.string(),
    attributes: z.looseObject({
      name: z.string(),
      role: z.string(),
      resource: z._default(z.nullable(z.looseObject({ id: z.string(), name: z.string(), resourceType: z.string() })), null),
      /** What the group grants (readable names). */
      permissions: z._default(z.array(z.string()), []),
      /** For the caller, now: may add or remove members of it (Granting access). */
      grantable: z._default(z.boolean(), false),
    }),
  });
export type GroupAnswer = zod.output<ReturnType<typeof groupAnswer>>;

export const teamSettingsAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('team-settings'),
    id: z.string(),
    attributes: z.looseObject({
      /** Members without 2FA are sent to the forced setup at their next sign-in. */
      twoFaEnforced: z.boolean(),
      /** Set on an organization above this workspace: it applies here too and is changed there. */
      enforcedBy: z._default(z.nullable(z.looseObject({ id: z.string(), name: z.string() })), null),
      /** Members of the workspace without 2FA (they will be asked at their next sign-in). */
      membersWithoutTwoFa: z._default(z.int().check(z.nonnegative()), 0),
      /** For the caller, here: the roles they may give (they hold every permission of it, or their role may escalate). */
      grantableRoles: z._default(z.array(z.enum(teamRoles)), []),
      /** For the caller, here: the permissions a custom role they give may name. */
      grantablePermissions: z._default(z.array(z.string()), []),
      /** For the caller, here: may invite, change roles and remove members (`users.write`). */
      canManage: z._default(z.boolean(), false),
    }),
  });

// ——— payloads ———————————————————————————————————————————————————————————————————————————

const resourceId = (z: Zod) => z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' }));

const role = (z: Zod) => z.enum(teamRoles, { error: `Role is one of ${teamRoles.join(', ')}` });

const permissionList = (z: Zod) =>
  z.optional(z.array(z.string()).check(z.maxLength(CUSTOM_PERMISSIONS_MAX, { error: `At most ${CUSTOM_PERMISSIONS_MAX} permissions` })));

/** `team/invite`: an e-mail address and a role (custom: its permissions, at least one: `permissions-required`). */
export const invitePayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    data: z.object({
      type: z.optional(z.literal('invitations')),
      attributes: z.object({
        email: z
          .string({ error: 'Enter an e-mail address' })
          .check(
            z.trim(),
            z.minLength(1, { error: 'Enter an e-mail address' }),
            z.maxLength(EMAIL_MAX, { error: 'Enter a valid e-mail address' }),
            z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Enter a valid e-mail address' }),
          ),
        role: role(z),
        permissions: permissionList(z),
      }),
    }),
  });

/** `team/changeRole`: envelope `id` the member's user id. */
export const changeRolePayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    data: z.object({ type: z.optional(z.literal('team-members')), attributes: z.object({ role: role(z), permissions: permissionList(z) }) }),
  });

/** An action on one member (or invitation) of a workspace: envelope `id`, plus the workspace. */
export const memberTargetPayload = (z: Zod) => z.object({ resourceId: resourceId(z), id: z.optional(z.string()) });

/** `team/acceptInvitation`: the signed-in invitee accepts the invitation of their link's token (an existing account's). */
export const acceptInvitationPayload = (z: Zod) =>
  z.object({ resourceId: resourceId(z), token: z.string({ error: 'Token is required' }).check(z.minLength(1, { error: 'Token is required' })) });

export const twoFaEnforcementPayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    data: z.object({ type: z.optional(z.literal('team-settings')), attributes: z.object({ twoFaEnforced: z.boolean({ error: 'Choose on or off' }) }) }),
  });

/** `identities/replaceIdentityGroups`: envelope `id` the identity; the whole new list of its groups. */
export const replaceGroupsPayload = (z: Zod) =>
  z.object({
    id: z.optional(z.string()),
    data: z.object({ type: z.optional(z.literal('identity-groups')), attributes: z.object({ groupIds: z.array(z.string()).check(z.maxLength(200)) }) }),
  });

/** `identities/listActiveTokens`: the caller's own tokens, or (with `identityId`, needs `identities.read`) a member's. */
export const activeTokensPayload = (z: Zod) => z._default(z.object({ identityId: z.optional(z.string()), ...s.listShape(z) }), {});

/** `identities/listActiveTokens` meta: the page, and `mayEnd` (the caller may end these sessions: their own, or as an admin; docs/api/team.md). */
export const activeTokensMeta = (z: Zod) =>
  z._default(
    z.looseObject({
      page: z.optional(z.looseObject({ total: z.optional(z.int().check(z.nonnegative())), size: z.optional(z.int()), number: z.optional(z.int()) })),
      mayEnd: z._default(z.boolean(), false),
    }),
    { mayEnd: false },
  );

/** `identities/deleteOtherAccessTokens` meta: how many sessions were ended. */
export const otherTokensEndedMeta = (z: Zod) => z._default(z.looseObject({ ended: z.optional(z.int().check(z.nonnegative())) }), {});

export const teamActions = {
  'team/list': action('team/list', { payload: s.resourceListRequest, answer: (z) => list(z, teamMemberAnswer), meta: s.listMeta }),
  'team/get': action('team/get', { target: true, payload: memberTargetPayload, answer: teamMemberAnswer }),
  /** A member's identities in the organizations and projects the caller reaches. */
  'team/listIdentities': action('team/listIdentities', {
    target: true,
    payload: memberTargetPayload,
    answer: (z) => list(z, memberIdentityAnswer),
    meta: s.listMeta,
  }),
  'team/invite': action('team/invite', { mutates: true, payload: invitePayload, answer: teamMemberAnswer }),
  'team/resendInvitation': action('team/resendInvitation', { mutates: true, target: true, payload: memberTargetPayload, answer: teamMemberAnswer }),
  'team/revokeInvitation': action('team/revokeInvitation', { mutates: true, target: true, payload: memberTargetPayload, answer: s.nullAnswer }),
  /** The signed-in invitee (the invitation's e-mail is their account's) joins the workspace; no password is set. */
  'team/acceptInvitation': action('team/acceptInvitation', { mutates: true, payload: acceptInvitationPayload, answer: teamMemberAnswer }),
  'team/changeRole': action('team/changeRole', { mutates: true, target: true, payload: changeRolePayload, answer: teamMemberAnswer }),
  'team/remove': action('team/remove', { mutates: true, target: true, payload: memberTargetPayload, answer: s.nullAnswer }),
  'team/getSettings': action('team/getSettings', { payload: (z) => z.object({ resourceId: resourceId(z) }), answer: teamSettingsAnswer }),
  'team/setTwoFaEnforcement': action('team/setTwoFaEnforcement', { mutates: true, payload: twoFaEnforcementPayload, answer: teamSettingsAnswer }),
  /** The groups of a workspace and those above it, each with `grantable` for the caller. */
  'groups/list': action('groups/list', { payload: s.resourceListRequest, answer: (z) => list(z, groupAnswer), meta: s.listMeta }),
  'identities/getIdentityGroups': action('identities/getIdentityGroups', {
    target: true,
    payload: s.targetPayload,
    answer: (z) => list(z, groupAnswer),
    meta: s.listMeta,
  }),
  'identities/replaceIdentityGroups': action('identities/replaceIdentityGroups', {
    mutates: true,
    target: true,
    payload: replaceGroupsPayload,
    answer: (z) => list(z, groupAnswer),
    meta: s.listMeta,
  }),
};
