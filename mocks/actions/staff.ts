/**
 * Internal-user administration (docs/api/staff.md). Staff hold `internal-users.*` on a global group
 * and reach every user; merchants never do. Each change says why, needs a fresh second factor (the
 * sensitive-action table), writes its internal audit row here and, through the action layer in the
 * same step, the provider's entry in each of the user's workspaces' audit trails.
 */
import { STAFF_AUDIT_READ, STAFF_USERS_READ, SUSPENSION_MAX_DAYS, type StaffChange } from '@/lib/contract/staff';
import { now, nowIso } from '../clock';
import type { User } from '../db/schema';
import { accountWorkspaces } from '../db/access';
import { db } from '../db/store';
import { newId } from '../db/ids';
import { apiError } from '../handlers/respond';
import { resendInvitation } from '../invitations';
import { endSessionWithPush } from '../memberships';
import { accountStatusOf } from '../staff/model';
import { fullSessionsOf, pendingInvitationsOf, staffAuditJson, staffUserDetailsJson, staffUserJson } from '../staff/json';
import { defineAction } from './define-action';
import { isListPage, listQuery, searchAsContains, type ListOptions } from './list-query';
import { failure, fieldError, notFound, type ActionOutcome, type ActionRequest } from './types';

const DAY = 86_400_000;

const userFields: ListOptions<User> = {
  fields: {
    search: (u) => `${u.email}\n${u.name}`.toLowerCase(),
    email: (u) => u.email.toLowerCase(),
    status: (u) => accountStatusOf(u),
    lastSignInAt: (u) => u.lastSignInAt ?? null,
  },
  operators: { search: ['contains'], email: ['eq', 'contains'], status: ['eq', 'in'], lastSignInAt: ['gte', 'lte'] },
  defaultSort: 'email',
  defaultSize: 50,
};

const list = defineAction({
  name: 'staff-users/list',
  permission: STAFF_USERS_READ,
  run: ({ payload }) => {
    const query = searchAsContains(payload);
    const filters = (query.filters ?? []).map((f) => (typeof f.value === 'string' ? { ...f, value: f.value.toLowerCase() } : f));
    const page = listQuery(db.users.all(), { ...query, filters }, userFields);
    return isListPage(page) ? { data: page.rows.map(staffUserJson), meta: page.meta } : page;
  },
});

const targetOf = (request: ActionRequest, payload: { id?: string }) => db.users.get(request.id ?? payload.id ?? '');

const get = defineAction({
  name: 'staff-users/get',
  permission: STAFF_USERS_READ,
  run: ({ request, payload }) => {
    const user = targetOf(request, payload);
    return user ? { data: staffUserDetailsJson(user) } : notFound('User');
  },
});

/** The internal audit row of a change, in the step that makes it. */
function recordStaffChange(actor: User, user: User, action: StaffChange, reason: string, details: Record<string, string> = {}) {
  db.staffAudit.append({
    id: newId('sau'),
    at: nowIso(),
    action,
    actor: { id: actor.id, name: actor.name, email: actor.email },
    user: { id: user.id, email: user.email },
    reason,
    details,
    workspaces: accountWorkspaces(user.id),
  });
}

/** Ends every signed-in session of the user, each told first; how many. */
function endSessionsOf(user: User): number {
  const sessions = fullSessionsOf(user.id);
  for (const session of sessions) endSessionWithPush(session.id, 'token-deleted');
  return sessions.length;
}

interface ChangeContext<P> {
  actor: User;
  user: User;
  reason: string;
  payload: P;
}

type ChangePayload = { id?: string; data: { attributes: { reason: string } } };

/**
 * A staff change: the target must exist and not be the caller; `apply` changes the account and
 * answers what the internal audit adds, or a refusal.
 */
function defineChange<N extends `staff-users/${StaffChange}`, P extends ChangePayload>(
  name: N,
  change: StaffChange,
  apply: (context: ChangeContext<P>) => Record<string, string> | ActionOutcome,
) {
  // Its permission (internal-users.write) and step-up are the sensitive-action table's.
  return defineAction({
    name,
    run: ({ user: actor, request, payload }) => {
      const user = targetOf(request, payload as P);
      if (!user) return notFound('User');
      if (user.id === actor.id) return failure('own-account', 'Staff do not change their own account here');
      const reason = (payload as P).data.attributes.reason;
      const applied = apply({ actor, user, reason, payload: payload as P });
      if ('errors' in applied && Array.isArray(applied.errors)) return applied as ActionOutcome;
      recordStaffChange(actor, db.users.get(user.id) ?? user, change, reason, applied as Record<string, string>);
      return { data: staffUserJson(db.users.get(user.id) ?? user) };
    },
  });
}

const block = defineChange('staff-users/block', 'block', ({ user }) => {
  if (accountStatusOf(user) === 'blocked') return failure('already-blocked', 'This account is already blocked');
  db.users.patch(user.id, { status: 'blocked', suspendedUntil: null, lockedBy: 'provider' });
  return { sessionsEnded: String(endSessionsOf(user)) };
});

const suspend = defineChange(
  'staff-users/suspend',
  'suspend',
  ({ user, payload }: ChangeContext<ChangePayload & { data: { attributes: { until: string } } }>) => {
    const until = Date.parse(payload.data.attributes.until);
    if (until <= now()) return { errors: [fieldError('until', 'not-in-future', 'Choose a time ahead')] };
    if (until > now() + SUSPENSION_MAX_DAYS * DAY) {
      return { errors: [fieldError('until', 'too-long', `A suspension lasts at most ${SUSPENSION_MAX_DAYS} days; block the account instead`)] };
    }
    if (accountStatusOf(user) === 'blocked') return failure('already-blocked', 'This account is blocked: unblock it before suspending it');
    const untilIso = new Date(until).toISOString();
    db.users.patch(user.id, { status: 'suspended', suspendedUntil: untilIso, lockedBy: 'provider' });
    return { until: untilIso, sessionsEnded: String(endSessionsOf(user)) };
  },
);

const unblock = defineChange('staff-users/unblock', 'unblock', ({ user }) => {
  if (accountStatusOf(user) === 'active') return failure('not-blocked', 'This account is neither blocked nor suspended');
  const was = accountStatusOf(user);
  db.users.patch(user.id, { status: 'active', suspendedUntil: null, lockedBy: null });
  return { was };
});

const resetSecondFactor = defineChange('staff-users/resetSecondFactor', 'resetSecondFactor', ({ user }) => {
  const passkeys = db.passkeys.filter((passkey) => passkey.userId === user.id);
  if (!user.twoFaEnabled && passkeys.length === 0) return failure('no-second-factor', 'This account has no second factor to reset');
  db.users.patch(user.id, { twoFaEnabled: false, pendingTwoFaSecret: null });
  for (const passkey of passkeys) db.passkeys.remove(passkey.id);
  return { authenticatorApp: user.twoFaEnabled ? 'removed' : 'none', passkeysRemoved: String(passkeys.length) };
});

const endSessions = defineChange('staff-users/endSessions', 'endSessions', ({ user }) => {
  if (fullSessionsOf(user.id).length === 0) return failure('no-sessions', 'This account has no signed-in sessions');
  return { sessionsEnded: String(endSessionsOf(user)) };
});

const resend = defineChange(
  'staff-users/resendInvitation',
  'resendInvitation',
  ({ user, payload }: ChangeContext<ChangePayload & { data: { attributes: { invitationId: string } } }>) => {
    const invitation = pendingInvitationsOf(user.email).find((row) => row.id === payload.data.attributes.invitationId);
    if (!invitation) return { errors: [fieldError('invitationId', 'not-found', 'This user has no such pending invitation')] };
    // Sent again in the inviter's name: acceptance checks the grant against the inviter's rights, not staff's.
    const inviter = db.users.get(invitation.invitedBy);
    const inviterIdentity = db.identities.get(invitation.invitedByIdentityId);
    if (!inviter || !inviterIdentity)
      return { errors: [apiError('inviter-gone', 'Whoever sent this invitation is no longer there: the workspace invites again')] };
    resendInvitation(invitation, inviter, inviterIdentity);
    return { invitationId: invitation.id, workspace: db.resources.get(invitation.resourceId)?.name ?? invitation.resourceId };
  },
);

const auditFields: ListOptions<ReturnType<typeof db.staffAudit.all>[number]> = {
  fields: { action: (e) => e.action, userId: (e) => e.user.id, at: (e) => e.at },
  operators: { action: ['eq', 'in'], userId: ['eq'], at: ['gte', 'lte'] },
  defaultSort: '-at',
  defaultSize: 50,
};

const auditList = defineAction({
  name: 'staff-audit/list',
  permission: STAFF_AUDIT_READ,
  run: ({ payload }) => {
    const page = listQuery(db.staffAudit.all(), payload, auditFields);
    return isListPage(page) ? { data: page.rows.map(staffAuditJson), meta: page.meta } : page;
  },
});

export const staffActions = [list, get, block, suspend, unblock, resetSecondFactor, endSessions, resend, auditList];
