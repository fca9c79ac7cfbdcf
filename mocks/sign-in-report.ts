/**
 * "This wasn't me" (docs/api/sign-in-notices.md): the link of a new-device notice (mocks/new-device.ts)
 * names one sign-in. Confirming it ends exactly that session, locks the password in use (a password
 * sign-in is refused until a reset), forgets the browser and writes one audit entry
 * (`users/reportSignIn`), as one step; then that session hears `session-ended` `{reason:
 * 'sign-in-reported'}` on the channels it had, and the admins of its workspaces `resource-updated`
 * `{type: 'sign-in-reports'}`. The link is single-use and expires `NOTICE_VALID_MS` after the sign-in.
 */
import { now, nowIso } from './clock';
import { auditedStep, recordAudit, type AuditRun } from './actions/audit-trail';
import { identityGroups } from './db/access';
import type { Session } from './db/schema';
import { tokenDigest } from './db/seed-accounts';
import type { SignInNotice } from './db/sign-in-notices';
import { db } from './db/store';
import { membersOf } from './db/team-rules';
import { signInFacts } from './new-device';
import { pushToSession } from './pusher-hub';
import { endSession, type RequestMeta } from './sessions';

export type NoticeStatus = 'open' | 'used' | 'expired';

export const noticeByToken = (token: string): SignInNotice | undefined => {
  const wanted = tokenDigest(token);
  return db.signInNotices.find((notice) => notice.tokenDigest === wanted);
};

export const noticeStatus = (notice: SignInNotice): NoticeStatus => (notice.reportedAt ? 'used' : now() >= Date.parse(notice.expiresAt) ? 'expired' : 'open');

/** What the link's page shows (no account data beyond the sign-in itself). */
export const noticeJson = (notice: SignInNotice) => ({
  type: 'sign-in-notices',
  id: notice.id,
  attributes: { ...signInFacts(notice), expiresAt: notice.expiresAt, status: noticeStatus(notice), reportedAt: notice.reportedAt },
});

/** The workspaces the session's identity holds a group on (global groups name none). */
function workspacesOf(identityId: string | null): string[] {
  const identity = identityId ? db.identities.get(identityId) : undefined;
  if (!identity) return [];
  return [...new Set(identityGroups(identity).flatMap((group) => (group.resourceId ? [group.resourceId] : [])))];
}

/** `resource-updated` `{type: 'sign-in-reports'}` to every signed-in session of the workspace's admins (the reporter aside). */
function tellAdmins(notice: SignInNotice, workspaceId: string) {
  const update = { type: 'sign-in-reports', id: notice.id, attributes: { userId: notice.userId, at: notice.reportedAt }, resourceId: workspaceId };
  for (const admin of membersOf(workspaceId)) {
    if (admin.group.role !== 'admin' || admin.user.id === notice.userId) continue;
    for (const session of db.sessions.filter((s) => s.scope === 'full' && s.identityId === admin.identity.id && s.channels.length > 0)) {
      pushToSession(session.id, 'resource-updated', update);
    }
  }
}

/**
 * One entry: the user (from the browser that opened the link) ended the reported session. A security
 * event about their own account: the recorder lists it in every workspace they belong to.
 */
function audit(notice: SignInNotice, ended: boolean, meta: RequestMeta) {
  const at = nowIso();
  const linkSession: Session = {
    id: 'sign-in-notice-link',
    tokenDigest: '',
    userId: notice.userId,
    identityId: null,
    scope: 'full',
    createdAt: at,
    lastUsedAt: at,
    userAgent: meta.userAgent,
    ip: meta.ip,
    channels: [],
  };
  const run: AuditRun = {
    session: linkSession,
    action: 'users/reportSignIn',
    requestReference: null,
    payload: {},
    targetId: notice.sessionId,
    before: new Map([[`access-tokens ${notice.sessionId}`, { status: ended ? 'active' : 'ended', endedBecause: null }]]),
  };
  recordAudit(run, { data: { type: 'access-tokens', id: notice.sessionId, attributes: { status: 'ended', endedBecause: 'sign-in-reported' } } });
}

export type ReportOutcome = { ok: true } | { ok: false; code: 'not-found' | 'token-used' | 'token-expired' };

/** Confirms "This wasn't me" for the link's token. */
export function reportSignIn(token: string, meta: RequestMeta): ReportOutcome {
  const notice = noticeByToken(token);
  const user = notice && db.users.get(notice.userId);
  if (!notice || !user) return { ok: false, code: 'not-found' };
  const status = noticeStatus(notice);
  if (status !== 'open') return { ok: false, code: status === 'used' ? 'token-used' : 'token-expired' };

  const session = db.sessions.get(notice.sessionId);
  const channels = session ? [...session.channels] : [];
  // The change and its audit entry are one step (mocks/actions/audit-trail.ts): neither stands without the other.
  const reported = auditedStep(
    () => {
      const patched = db.signInNotices.patch(notice.id, { reportedAt: nowIso(), lockedPasswordDigest: user.passwordDigest }) ?? notice;
      // The browser is no longer one the account knows: a sign-in from it is noticed again.
      for (const device of db.knownDevices.filter((d) => d.userId === user.id && d.deviceDigest === notice.deviceDigest)) db.knownDevices.remove(device.id);
      if (session) endSession(session.id);
      return patched;
    },
    (patched) => audit(patched, session !== undefined, meta),
  );
  // Then who must know: that session (on the channels it had), and the admins of its workspaces.
  if (session) pushToSession(session.id, 'session-ended', { reason: 'sign-in-reported' }, channels);
  for (const workspaceId of workspacesOf(notice.identityId)) tellAdmins(reported, workspaceId);
  return { ok: true };
}
