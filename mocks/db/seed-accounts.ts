import { digest } from './random';
import type { Group, Identity, Preferences, Session, User } from './schema';

export const sandboxPassword = 'Sandbox-123';
export const passwordDigest = (password: string) => digest(`password:${password}`);
export const tokenDigest = (token: string) => digest(`token:${token}`);

export const defaultPreferences: Preferences = {
  timezone: 'utc', layoutType: 'constrained', theme: 'auto', dateFormat: 'dd.MM.yyyy',
};

type UserSeed = Pick<User, 'id' | 'email' | 'name'> & Partial<User>;

const user = (seed: UserSeed): User => ({
  passwordDigest: passwordDigest(sandboxPassword), status: 'active', twoFaEnabled: false,
  pendingTwoFaSecret: null, teamEnforcesTwoFa: false, passwordChangeRequired: false, phone: null,
  isTimezoneSet: false, preferences: { ...defaultPreferences }, ...seed,
});

export const seedUsers = (): User[] => [
  user({ id: 'usr_admin', email: 'admin@sandbox.test', name: 'Ada Admin', phone: '+44 20 7946 0001' }),
  user({ id: 'usr_owner', email: 'owner@sandbox.test', name: 'Olga Owner' }),
  user({ id: 'usr_twofa', email: 'twofa@sandbox.test', name: 'Tomas Twofa', twoFaEnabled: true }),
  user({ id: 'usr_multi', email: 'multi@sandbox.test', name: 'Mira Multi' }),
  user({ id: 'usr_support', email: 'support@sandbox.test', name: 'Sam Support' }),
  user({ id: 'usr_finance', email: 'finance@sandbox.test', name: 'Fiona Finance' }),
  user({ id: 'usr_disputes', email: 'disputes@sandbox.test', name: 'Dana Disputes' }),
  user({ id: 'usr_newpass', email: 'newpass@sandbox.test', name: 'Nina Newpass', passwordChangeRequired: true }),
  user({ id: 'usr_setup2fa', email: 'setup2fa@sandbox.test', name: 'Sid Setup', teamEnforcesTwoFa: true }),
  user({ id: 'usr_blocked', email: 'blocked@sandbox.test', name: 'Bo Blocked', status: 'blocked' }),
  user({ id: 'usr_suspended', email: 'suspended@sandbox.test', name: 'Sue Suspended', status: 'suspended' }),
  user({ id: 'usr_noaccess', email: 'noaccess@sandbox.test', name: 'Noah Noaccess' }),
  user({ id: 'usr_enterprise', email: 'enterprise@sandbox.test', name: 'Eve Enterprise' }),
  user({ id: 'usr_noidentity', email: 'noidentity@sandbox.test', name: 'Ned Noidentity' }),
  user({ id: 'usr_inactive', email: 'inactive@sandbox.test', name: 'Ivy Inactive' }),
];

const group = (id: string, name: string, role: Group['role'], resourceId: string | null): Group => ({ id, name, role, resourceId });

/** Team groups: a role on a resource (applies to its descendants too). */
export const seedGroups = (): Group[] => [
  group('grp_northwind_admin', 'Northwind Group · Admin', 'admin', 'res_org_northwind'),
  group('grp_northwind_finance', 'Northwind Group · Finance', 'finance', 'res_org_northwind'),
  group('grp_northwind_support', 'Northwind Group · Support', 'support', 'res_org_northwind'),
  group('grp_northwind_developer', 'Northwind Group · Developer', 'developer', 'res_org_northwind'),
  group('grp_northwind_disputes', 'Northwind Group · Disputes', 'disputes', 'res_org_northwind'),
  { ...group('grp_northwind_custom', 'Northwind Group · Reports only', 'custom', 'res_org_northwind'),
    permissions: ['reports.processing-transactions.read', 'reports.settled-transactions.read', 'projects.read'] },
  group('grp_solo_admin', 'Solo Store · Admin', 'admin', 'res_prj_solo'),
  group('grp_solo_developer', 'Solo Store · Developer', 'developer', 'res_prj_solo'),
  group('grp_noaccess', 'Statistics viewers', 'noaccess', null),
];

const identity = (id: string, userId: string, groupIds: string[], status: Identity['status'] = 'active'): Identity =>
  ({ id, userId, groupIds, status });

export const seedIdentities = (enterpriseGroupIds: string[]): Identity[] => [
  identity('idn_admin', 'usr_admin', ['grp_northwind_admin', 'grp_solo_admin']),
  // The second admin of Northwind Group: approves what another admin or finance requested (four-eyes).
  identity('idn_owner', 'usr_owner', ['grp_northwind_admin']),
  identity('idn_twofa', 'usr_twofa', ['grp_northwind_admin']),
  identity('idn_multi_finance', 'usr_multi', ['grp_northwind_finance']),
  identity('idn_multi_developer', 'usr_multi', ['grp_solo_developer']),
  identity('idn_multi_support', 'usr_multi', ['grp_northwind_support'], 'inactive'),
  identity('idn_support', 'usr_support', ['grp_northwind_support']),
  identity('idn_finance', 'usr_finance', ['grp_northwind_finance']),
  identity('idn_disputes', 'usr_disputes', ['grp_northwind_disputes']),
  identity('idn_newpass', 'usr_newpass', ['grp_solo_developer']),
  identity('idn_setup2fa', 'usr_setup2fa', ['grp_northwind_finance']),
  identity('idn_blocked', 'usr_blocked', ['grp_northwind_support']),
  identity('idn_suspended', 'usr_suspended', ['grp_northwind_support']),
  identity('idn_noaccess', 'usr_noaccess', ['grp_noaccess']),
  identity('idn_enterprise', 'usr_enterprise', enterpriseGroupIds),
  identity('idn_inactive', 'usr_inactive', ['grp_northwind_support'], 'inactive'),
];

/** Two other devices of admin@sandbox.test, so "login sessions" has something to end. */
export const seedSessions = (): Session[] => [
  {
    id: 'tok_seed_admin_laptop', tokenDigest: tokenDigest('seed-admin-laptop'), userId: 'usr_admin', identityId: 'idn_admin',
    scope: 'full', createdAt: '2025-01-06T08:12:00.000Z', lastUsedAt: '2025-01-06T17:40:00.000Z',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) Firefox/121.0', ip: '203.0.113.24', channels: [],
  },
  {
    id: 'tok_seed_admin_phone', tokenDigest: tokenDigest('seed-admin-phone'), userId: 'usr_admin', identityId: 'idn_admin',
    scope: 'full', createdAt: '2025-01-04T19:03:00.000Z', lastUsedAt: '2025-01-05T07:55:00.000Z',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) Safari/604.1', ip: '198.51.100.7', channels: [],
  },
];
