import type { Session } from '../db/schema';
import { db } from '../db/store';
import { takeActionFault } from '../faults';
import { statisticsActions } from '../handlers/statistics';
import { scopeActions } from '../sessions';
import { identityActions } from './identities';
import { mailboxActions } from './mailbox';
import { payoutActions } from './payouts';
import { phoneActions } from './phone';
import { resourceActions } from './resources';
import { failure, refuse, type ActionOutcome, type ActionRegistry, type ActionRequest } from './types';
import { userActions } from './users';
import { workspaceCreateActions } from './workspace-create';

export type ActionEndpoint = 'main' | 'mailbox' | 'payouts';

const registries: Readonly<Record<ActionEndpoint, ActionRegistry>> = {
  main: { ...userActions, ...phoneActions, ...identityActions, ...resourceActions, ...workspaceCreateActions, ...statisticsActions },
  mailbox: mailboxActions,
  payouts: payoutActions,
};

/** The `action-result` push payload. */
export type ActionResult = ActionOutcome & { requestReference: string; action: string };

const MAX_REMEMBERED = 2000;
const results = new Map<string, ActionResult>();

function remember(result: ActionResult) {
  results.set(result.requestReference, result);
  if (results.size > MAX_REMEMBERED) results.delete(results.keys().next().value as string);
}

export const forgetResults = () => results.clear();

function run(endpoint: ActionEndpoint, session: Session, request: ActionRequest): ActionOutcome {
  const definition = registries[endpoint][request.action];
  if (!definition) return failure('unknown-action', `Unknown action ${request.action}`);
  if (session.scope !== 'full' && !scopeActions[session.scope].includes(request.action)) return refuse();
  const user = db.users.get(session.userId);
  if (!user) return refuse();
  const identity = session.identityId ? db.identities.get(session.identityId) ?? null : null;
  if (definition.needsIdentity && (!identity || identity.status !== 'active')) return refuse();
  const payload = request.payload && typeof request.payload === 'object' && !Array.isArray(request.payload)
    ? (request.payload as Record<string, unknown>)
    : {};
  try {
    return definition.run({ session, user, identity, request, payload });
  } catch (error) {
    console.error('[sandbox] action failed', request.action, error);
    return failure('500', 'Some error occurred');
  }
}

/**
 * Runs an action once per requestReference: a repeated reference replays the first result
 * and never applies the mutation twice. Injected action faults are not remembered, so a
 * retry with the same reference can still succeed.
 */
export function dispatchAction(endpoint: ActionEndpoint, session: Session, request: ActionRequest): ActionResult {
  const known = results.get(request.requestReference);
  if (known) return known;
  const base = { requestReference: request.requestReference, action: request.action };
  const fault = takeActionFault(request.action);
  if (fault !== null) return { ...base, errors: [{ code: String(fault), title: 'Some error occurred' }] };
  const outcome = run(endpoint, session, request);
  const result: ActionResult = { ...base, ...outcome };
  remember(result);
  return result;
}
