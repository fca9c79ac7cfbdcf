import { internalPermissionNames, riskAnalystPermissions, supportSupervisorPermissions } from './permissions';
import { digest } from './random';
import type { Group, Identity, Invitation, OutboxMessage, Preferences, Session, User } from './schema';

export const sandboxPassword = 'Sandbox-123';
export const passwordDigest = (password: string) => digest(`password:${password}`);
export const tokenDigest = (token: string) => digest(`token:${token}`);

export const defaultPreferences: Preferences = {
  timezone: 'utc',
  layoutType: 'constrained',
  theme: 'auto',
  dateFormat: 'dd.MM.yyyy',
};

type UserSeed = Pick<User, 'id' | 'email' | 'name'> & Partial<User>;

/** A user with the sandbox's defaults (active, no second factor, no phone, default preferences, the sandbox password); `seed` overrides any of them. */
export const newUser = (seed: UserSeed): User => ({
  passwordDigest: passwordDigest(sandboxPassword),
  status: 'active',
  twoFaEnabled: false,
  pendingTwoFaSecret: null,
  teamEnforcesTwoFa: false,
  passwordChangeRequired: false,
  phone: null,
  isTimezoneSet: false,
  preferences: { ...defaultPreferences },
  ...seed,
});

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** `days` before `dayStart` (midnight UTC), at `hour` UTC: seeded times stay recent. */
const daysAgo = (dayStart: number, days: number, hour: number) => new Date(dayStart - days * DAY + hour * HOUR).toISOString();

export const seedUsers = (dayStart: number): User[] => [
  newUser({ id: 'usr_admin', email: 'admin@sandbox.test', name: 'Ada Admin', phone: '+44 20 7946 0001', lastSignInAt: daysAgo(dayStart, 1, 8) }),
  newUser({ id: 'usr_owner', email: 'owner@sandbox.test', name: 'Olga Owner', lastSignInAt: daysAgo(dayStart, 3, 14) }),
  newUser({ id: 'usr_twofa', email: 'twofa@sandbox.test', name: 'Tomas Twofa', twoFaEnabled: true, lastSignInAt: daysAgo(dayStart, 6, 9) }),
  newUser({ id: 'usr_multi', email: 'multi@sandbox.test', name: 'Mira Multi', lastSignInAt: daysAgo(dayStart, 12, 16) }),
  newUser({ id: 'usr_support', email: 'support@sandbox.test', name: 'Sam Support', lastSignInAt: daysAgo(dayStart, 0, 7) }),
  newUser({ id: 'usr_supervisor', email: 'supervisor@sandbox.test', name: 'Sky Supervisor', lastSignInAt: daysAgo(dayStart, 1, 9) }),
  newUser({ id: 'usr_finance', email: 'finance@sandbox.test', name: 'Fiona Finance', lastSignInAt: daysAgo(dayStart, 2, 10) }),
  newUser({ id: 'usr_disputes', email: 'disputes@sandbox.test', name: 'Dana Disputes', lastSignInAt: daysAgo(dayStart, 40, 11) }),
  newUser({ id: 'usr_developer', email: 'developer@sandbox.test', name: 'Dev Developer', lastSignInAt: daysAgo(dayStart, 5, 13) }),
  newUser({ id: 'usr_custom', email: 'custom@sandbox.test', name: 'Cleo Custom', lastSignInAt: daysAgo(dayStart, 9, 15) }),
  newUser({ id: 'usr_newpass', email: 'newpass@sandbox.test', name: 'Nina Newpass', passwordChangeRequired: true }),
  newUser({ id: 'usr_setup2fa', email: 'setup2fa@sandbox.test', name: 'Sid Setup', teamEnforcesTwoFa: true }),
  newUser({ id: 'usr_blocked', email: 'blocked@sandbox.test', name: 'Bo Blocked', status: 'blocked' }),
  newUser({ id: 'usr_suspended', email: 'suspended@sandbox.test', name: 'Sue Suspended', status: 'suspended' }),
  newUser({ id: 'usr_noaccess', email: 'noaccess@sandbox.test', name: 'Noah Noaccess' }),
  newUser({ id: 'usr_enterprise', email: 'enterprise@sandbox.test', name: 'Eve Enterprise' }),
  newUser({ id: 'usr_noidentity', email: 'noidentity@sandbox.test', name: 'Ned Noidentity' }),
  newUser({ id: 'usr_inactive', email: 'inactive@sandbox.test', name: 'Ivy Inactive' }),
  newUser({ id: 'usr_risk', email: 'risk@sandbox.test', name: 'Rita Risk', lastSignInAt: daysAgo(dayStart, 1, 11) }),
  // The provider's own staff (docs/api/staff.md): no merchant workspace; changes need a fresh second factor, so 2FA is on.
  newUser({ id: 'usr_staff', email: 'staff@sandbox.test', name: 'Stella Staff', twoFaEnabled: true, lastSignInAt: daysAgo(dayStart, 1, 9) }),
];

const group = (id: string, name: string, role: Group['role'], resourceId: string | null): Group => ({ id, name, role, resourceId });

/** Team groups: a role on a resource (applies to its descendants too). */
export const seedGroups = (): Group[] => [
  group('grp_northwind_admin', 'Northwind Group · Admin', 'admin', 'res_org_northwind'),
  group('grp_northwind_finance', 'Northwind Group · Finance', 'finance', 'res_org_northwind'),
  group('grp_northwind_support', 'Northwind Group · Support', 'support', 'res_org_northwind'),
  group('grp_northwind_developer', 'Northwind Group · Developer', 'developer', 'res_org_northwind'),
  group('grp_northwind_disputes', 'Northwind Group · Disputes', 'disputes', 'res_org_northwind'),
  {
    ...group('grp_northwind_custom', 'Northwind Group · Reports only', 'custom', 'res_org_northwind'),
    permissions: ['reports.processing-transactions.read', 'reports.settled-transactions.read', 'projects.read'],
  },
  // Manages the team, but may give only what she holds herself (custom@sandbox.test).
  {
    ...group('grp_northwind_team_manager', 'Northwind Group · Team manager', 'custom', 'res_org_northwind'),
    permissions: [
      'users.read',
      'users.write',
      'identities.read',
      'identities.groups.read',
      'identities.groups.write',
      'groups.read',
      'transactions.read.2479032559',
      'projects.read',
      'identities.resource-tree.read',
      'transaction-statistics',
    ],
  },
  // Sees the topics of every Northwind project in the mailbox's supervisor view (supervisor@sandbox.test).
  {
    ...group('grp_northwind_support_supervisor', 'Northwind Group · Support supervisor', 'custom', 'res_org_northwind'),
    permissions: [...supportSupervisorPermissions],
  },
  // Works the antifraud area of every Northwind project: lists, rules, the review queue (risk@sandbox.test).
  {
    ...group('grp_northwind_risk', 'Northwind Group · Risk analyst', 'custom', 'res_org_northwind'),
    permissions: [...riskAnalystPermissions],
  },
  group('grp_solo_admin', 'Solo Store · Admin', 'admin', 'res_prj_solo'),
  group('grp_solo_developer', 'Solo Store · Developer', 'developer', 'res_prj_solo'),
  group('grp_noaccess', 'Statistics viewers', 'noaccess', null),
  // The provider's staff: internal-user administration everywhere, nothing of a merchant's.
  { ...group('grp_provider_staff', 'Provider · Staff', 'custom', null), permissions: [...internalPermissionNames] },
];

const identity = (id: string, userId: string, groupIds: string[], status: Identity['status'] = 'active'): Identity => ({ id, userId, groupIds, status });

export const seedIdentities = (enterpriseGroupIds: string[]): Identity[] => [
  identity('idn_admin', 'usr_admin', ['grp_northwind_admin', 'grp_solo_admin']),
  // The second admin of Northwind Group: approves what another admin or finance requested (four-eyes).
  identity('idn_owner', 'usr_owner', ['grp_northwind_admin']),
  identity('idn_twofa', 'usr_twofa', ['grp_northwind_admin']),
  identity('idn_multi_finance', 'usr_multi', ['grp_northwind_finance']),
  identity('idn_multi_developer', 'usr_multi', ['grp_solo_developer']),
  identity('idn_multi_support', 'usr_multi', ['grp_northwind_support'], 'inactive'),
  identity('idn_support', 'usr_support', ['grp_northwind_support']),
  identity('idn_supervisor', 'usr_supervisor', ['grp_northwind_support_supervisor']),
  identity('idn_finance', 'usr_finance', ['grp_northwind_finance']),
  identity('idn_disputes', 'usr_disputes', ['grp_northwind_disputes']),
  identity('idn_developer', 'usr_developer', ['grp_northwind_developer']),
  identity('idn_custom', 'usr_custom', ['grp_northwind_team_manager']),
  identity('idn_newpass', 'usr_newpass', ['grp_solo_developer']),
  identity('idn_setup2fa', 'usr_setup2fa', ['grp_northwind_finance']),
  identity('idn_blocked', 'usr_blocked', ['grp_northwind_support']),
  identity('idn_suspended', 'usr_suspended', ['grp_northwind_support']),
  identity('idn_noaccess', 'usr_noaccess', ['grp_noaccess']),
  identity('idn_enterprise', 'usr_enterprise', enterpriseGroupIds),
  identity('idn_inactive', 'usr_inactive', ['grp_northwind_support'], 'inactive'),
  identity('idn_risk', 'usr_risk', ['grp_northwind_risk']),
  identity('idn_staff', 'usr_staff', ['grp_provider_staff']),
];

/** Two other devices of admin@sandbox.test, so "login sessions" has something to end. */
export const seedSessions = (): Session[] => [
  {
    id: 'tok_seed_admin_laptop',
    tokenDigest: tokenDigest('seed-admin-laptop'),
    userId: 'usr_admin',
    identityId: 'idn_admin',
    scope: 'full',
    createdAt: '2025-01-06T08:12:00.000Z',
    lastUsedAt: '2025-01-06T17:40:00.000Z',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) Firefox/121.0',
    ip: '203.0.113.24',
    channels: [],
  },
  {
    id: 'tok_seed_admin_phone',
    tokenDigest: tokenDigest('seed-admin-phone'),
    userId: 'usr_admin',
    identityId: 'idn_admin',
    scope: 'full',
    createdAt: '2025-01-04T19:03:00.000Z',
    lastUsedAt: '2025-01-05T07:55:00.000Z',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) Safari/604.1',
    ip: '198.51.100.7',
    channels: [],
  },
  // A member's device, so that an admin has a token of someone else to delete.
  {
    id: 'tok_seed_support_desktop',
    tokenDigest: tokenDigest('seed-support-desktop'),
    userId: 'usr_support',
    identityId: 'idn_support',
    scope: 'full',
    createdAt: '2025-01-05T09:30:00.000Z',
    lastUsedAt: '2025-01-06T16:05:00.000Z',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0.0.0 Safari/537.36',
    ip: '192.0.2.45',
    channels: [],
  },
];

/** The link of the seeded invitation (`/confirm/<token>`), in the seeded outbox. */
export const SEED_INVITATION_TOKEN = 'sandbox-invite-token';
/** The link of the seeded invitation of an existing account (enterprise@sandbox.test): sign in to accept. */
export const SEED_ACCOUNT_INVITATION_TOKEN = 'sandbox-invite-account-token';

/**
 * Two invitations waiting on Northwind Group, and their messages: a new address, sent by Ada Admin two
 * days ago; and enterprise@sandbox.test (an account of another merchant), finance, sent by Olga Owner
 * yesterday. Both links work 7 days after they were sent (mocks/invitations.ts).
 */
export const seedInvitations = (dayStart: number): Invitation[] => [
  {
    id: 'inv_seed_new_hire',
    resourceId: 'res_org_northwind',
    email: 'new.hire@northwind.test',
    role: 'support',
    tokenDigest: tokenDigest(SEED_INVITATION_TOKEN),
    invitedBy: 'usr_admin',
    invitedByIdentityId: 'idn_admin',
    invitedAt: daysAgo(dayStart, 2, 10),
  },
  {
    id: 'inv_seed_enterprise',
    resourceId: 'res_org_northwind',
    email: 'enterprise@sandbox.test',
    role: 'finance',
    tokenDigest: tokenDigest(SEED_ACCOUNT_INVITATION_TOKEN),
    invitedBy: 'usr_owner',
    invitedByIdentityId: 'idn_owner',
    invitedAt: daysAgo(dayStart, 1, 9),
  },
];

export const seedOutbox = (dayStart: number): OutboxMessage[] => [
  {
    id: 'msg_seed_new_hire',
    to: 'new.hire@northwind.test',
    subject: 'Ada Admin invited you to Northwind Group',
    link: `/confirm/${SEED_INVITATION_TOKEN}`,
    at: daysAgo(dayStart, 2, 10),
  },
  {
    id: 'msg_seed_enterprise',
    to: 'enterprise@sandbox.test',
    subject: 'Olga Owner invited you to Northwind Group',
    link: `/confirm/${SEED_ACCOUNT_INVITATION_TOKEN}`,
    at: daysAgo(dayStart, 1, 9),
  },
];
