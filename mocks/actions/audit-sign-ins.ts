/**
 * The security log's entries that no action writes (docs/api/audit.md *The security log*): sign-ins
 * and failed sign-ins, written by the sign-in endpoint (handlers/signin-flow.ts, handlers/auth.ts),
 * and a new secret shown once (handlers/secrets.ts). A sign-in is about the user's account, so it is
 * listed in every workspace the user belongs to. Never the password, the code or the token: only
 * who, from which device and address, and the result.
 */
import type { AuditEntry } from '../db/audit';
import type { Session, User } from '../db/schema';
import type { RequestMeta } from '../sessions';
import { auditKindOf } from './audit-objects';
import { accountWorkspaces } from '../db/access';
import { auditChanges, beginAudit, recordAudit, writeAuditEntry } from './audit-trail';

/** Why a sign-in was refused, as the endpoint answered it (its error code; another sign-in path may add its own). */
export type SignInFailure = 'invalid-credentials' | 'invalid-2fa-code' | 'invalid-passkey' | 'account-blocked' | 'account-suspended' | (string & {});

/** The `session.id` of a failed sign-in's entry: no session was made. */
export const FAILED_SIGN_IN_SESSION = 'sign-in';

const actorOf = (user: User) => ({ id: user.id, name: user.name, email: user.email });

function writeAccountEvent(user: User, fields: Pick<AuditEntry, 'action' | 'session' | 'object' | 'changes'>): AuditEntry {
  const workspaces = accountWorkspaces(user.id);
  return writeAuditEntry({ ...fields, actor: actorOf(user), resource: workspaces[0] ?? null, workspaces, requestReference: null });
}

/** `auth/signIn`: a full session was made. The entry is about that session (access token), created: its device, address and time. */
export function recordSignIn(user: User, session: Session): AuditEntry {
  const token = auditKindOf('access-tokens')?.snapshot?.(session.id, undefined) ?? null;
  return writeAccountEvent(user, {
    action: 'auth/signIn',
    session: { id: session.id, userAgent: session.userAgent || null, ip: session.ip || null },
    object: { type: 'access-tokens', id: session.id },
    changes: auditChanges(null, token),
  });
}

/** `auth/signInFailed`: a known account's sign-in was refused; the entry is about the account, with the reason. */
export function recordSignInFailed(user: User, reason: SignInFailure, meta: RequestMeta): AuditEntry {
  return writeAccountEvent(user, {
    action: 'auth/signInFailed',
    session: { id: FAILED_SIGN_IN_SESSION, userAgent: meta.userAgent || null, ip: meta.ip || null },
    object: { type: 'users', id: user.id },
    changes: [{ field: 'reason', before: null, after: reason }],
  });
}

/** `secrets/reveal`: the caller was shown a new secret of the object (an API key), once. Nothing changed on it. */
export function recordSecretRevealed(session: Session, object: { id: string }): AuditEntry | null {
  return recordAudit(beginAudit(session, 'secrets/reveal', { targetId: object.id }), { data: null });
}
