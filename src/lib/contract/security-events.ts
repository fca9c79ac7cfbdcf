/**
 * The security log (docs/api/audit.md *The security log*, docs/security.md): which audit entries are
 * security events, by the entry's `action`. The one place that says so: the sandbox's `audit/list`
 * filter `securityEvent` and the security view's "event" filter both read this table. A new action
 * that grants or ends access, or changes a second factor, adds its name here (and its words under
 * `audit:actions.<name>`); nothing else needs to change.
 */

/** The groups the security view sorts its events into. */
export const securityEventGroups = ['sign-in', 'second-factor', 'sessions', 'api-keys', 'access', 'invitations'] as const;
export type SecurityEventGroup = (typeof securityEventGroups)[number];

/** Every security event by its action name, with its group. */
export const securityEvents = {
  // Sign-ins: written by the sign-in endpoint itself (POST signin), not by an action.
  'auth/signIn': 'sign-in',
  'auth/signInFailed': 'sign-in',
  // The second factor: one's own 2FA, passkeys and step-up confirmations; a team's 2FA rule.
  'users/confirmTwoFaSecret': 'second-factor',
  'users/disableTwoFa': 'second-factor',
  'users/confirmStepUp': 'second-factor',
  'users/passkeys/register': 'second-factor',
  'users/passkeys/remove': 'second-factor',
  'team/setTwoFaEnforcement': 'second-factor',
  // Sessions ended: one access token (one's own, or a member's by an admin), or all of one's others.
  'identities/deleteAccessToken': 'sessions',
  'identities/deleteOtherAccessTokens': 'sessions',
  // "This wasn't me" from a new-device notice (POST users/report-sign-in): that session ended, the password locked.
  'users/reportSignIn': 'sessions',
  // API keys, and a new secret shown once (POST secrets/reveal).
  'api-keys/create': 'api-keys',
  'api-keys/roll': 'api-keys',
  'api-keys/revoke': 'api-keys',
  'secrets/reveal': 'api-keys',
  // Roles and groups.
  'team/changeRole': 'access',
  'team/remove': 'access',
  'identities/replaceIdentityGroups': 'access',
  'identities/addToGroup': 'access',
  'identities/removeFromGroup': 'access',
  // Invitations.
  'team/invite': 'invitations',
  'team/resendInvitation': 'invitations',
  'team/acceptInvitation': 'invitations',
  'team/revokeInvitation': 'invitations',
  // The provider's staff on a member's account (docs/api/staff.md): listed in each of that member's workspaces.
  'staff-users/block': 'access',
  'staff-users/suspend': 'access',
  'staff-users/unblock': 'access',
  'staff-users/resetSecondFactor': 'second-factor',
  'staff-users/endSessions': 'sessions',
  'staff-users/resendInvitation': 'invitations',
} as const satisfies Readonly<Record<string, SecurityEventGroup>>;

export type SecurityEventName = keyof typeof securityEvents;

/** The names, in the table's order (grouped). */
export const securityEventNames = Object.keys(securityEvents) as SecurityEventName[];

export const isSecurityEvent = (action: string): action is SecurityEventName => Object.hasOwn(securityEvents, action);

/** The group of a security event; undefined for any other action. */
export const securityEventGroup = (action: string): SecurityEventGroup | undefined => (isSecurityEvent(action) ? securityEvents[action] : undefined);
