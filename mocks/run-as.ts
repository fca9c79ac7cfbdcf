import { actionContract, isActionName } from '@/lib/contract';
import { dispatchAction, type ActionResult } from './actions/dispatch';
import { failure } from './actions/types';
import { db } from './db/store';
import { createSession, endSession } from './sessions';

/** One action as `email` from "another browser": a full session on their first active identity, ended afterwards. */
export function runAs(email: string, action: string, payload?: unknown, id?: string): ActionResult {
  const requestReference = crypto.randomUUID();
  const base = { requestReference, action };
  const user = db.users.find((candidate) => candidate.email === email.toLowerCase());
  const identity =
    user && db.identities.filter((candidate) => candidate.userId === user.id && candidate.status === 'active').sort((a, b) => a.id.localeCompare(b.id))[0];
  if (!user || !identity) return { ...base, ...failure('not-found', `No active account ${email}`) };
  if (!isActionName(action)) return { ...base, ...failure('unknown-action', `Unknown action ${action}`) };
  const { session } = createSession(user, 'full', identity.id, { userAgent: 'Sandbox: another browser', ip: '192.0.2.10' });
  try {
    return dispatchAction(actionContract[action].endpoint, session, {
      requestReference,
      action,
      ...(id !== undefined && { id }),
      ...(payload !== undefined && { payload }),
    });
  } finally {
    endSession(session.id);
  }
}
