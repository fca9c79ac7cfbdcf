import type { ActionEndpoint } from '@/lib/contract';
import type { Session } from '../db/schema';
import { digest } from '../db/random';
import { db } from '../db/store';
import { takeActionFault } from '../faults';
import { statisticsActions } from '../handlers/statistics';
import type { DefinedAction } from './define-action';
import { bulkRefundsActions } from './bulk-refunds';
import { disputeActions } from './disputes';
import { identityActions } from './identities';
import { mailboxActions } from './mailbox';
import { paymentLinkActions } from './payment-links';
import { payoutActions } from './payouts';
import { phoneActions } from './phone';
import { reportActions } from './reports';
import { resourceActions } from './resources';
import { transactionExportsActions } from './transaction-exports';
import { transactionViewsActions } from './transaction-views';
import { transactionActions } from './transactions';
import { failure, refuse, type ActionOutcome, type ActionRequest } from './types';
import { userActions } from './users';
import { workspaceCreateActions } from './workspace-create';

export type { ActionEndpoint };

/** Every action the sandbox implements; each answers on its contract's endpoint only. */
export const definedActions: readonly DefinedAction[] = [
  ...userActions, ...phoneActions, ...identityActions, ...resourceActions, ...workspaceCreateActions,
  ...statisticsActions, ...transactionActions, ...transactionViewsActions, ...transactionExportsActions, ...bulkRefundsActions,
  ...paymentLinkActions, ...disputeActions, ...reportActions, ...mailboxActions, ...payoutActions,
];

const byName = new Map<string, DefinedAction>(definedActions.map((action) => [action.name, action]));

/** The `action-result` push payload. */
export type ActionResult = ActionOutcome & { requestReference: string; action: string };

const MAX_REMEMBERED = 2000;
/** Results of reads, in memory: a resent read is answered the same way within a page's life. */
const readResults = new Map<string, ActionResult>();

function rememberRead(result: ActionResult) {
  readResults.set(result.requestReference, result);
  if (readResults.size > MAX_REMEMBERED) readResults.delete(readResults.keys().next().value as string);
}

/** Keeps the newest stored results of mutating actions, so the persisted overlay stays small. */
function pruneStoredResults() {
  if (db.actionResults.size <= MAX_REMEMBERED) return;
  const oldest = db.actionResults.all().sort((a, b) => (a.at < b.at ? -1 : 1));
  for (const row of oldest.slice(0, oldest.length - MAX_REMEMBERED)) db.actionResults.remove(row.id);
}

export const forgetResults = () => readResults.clear();

const contentDigest = (request: ActionRequest) => digest(JSON.stringify([request.action, request.id ?? null, request.payload ?? null]));

/** The stored answer for a reference already applied; a refusal when it is reused for other content. */
function replay(session: Session, request: ActionRequest, base: Pick<ActionResult, 'requestReference' | 'action'>): ActionResult | null {
  const stored = db.actionResults.get(request.requestReference);
  if (stored) {
    if (stored.sessionId !== session.id && db.sessions.get(stored.sessionId)?.userId !== session.userId) return { ...base, ...refuse() };
    if (stored.contentDigest !== contentDigest(request)) {
      return { ...base, ...failure('reference-reused', 'This requestReference was already used for another request') };
    }
    return { ...base, ...(stored.result as ActionOutcome) };
  }
  return readResults.get(request.requestReference) ?? null;
}

/**
 * Runs an action once per requestReference, as an idempotency key: a repeated reference is
 * answered with the first result and applies nothing. Results of mutating actions are stored in
 * the database, so this holds across a reload. Injected action faults are not remembered, so a
 * retry with the same reference can still succeed.
 */
export function dispatchAction(endpoint: ActionEndpoint, session: Session, request: ActionRequest): ActionResult {
  const base = { requestReference: request.requestReference, action: request.action };
  const known = replay(session, request, base);
  if (known) return known;
  const fault = takeActionFault(request.action);
  if (fault !== null) return { ...base, errors: [{ code: String(fault), title: 'Some error occurred' }] };
  const definition = byName.get(request.action);
  if (!definition || definition.endpoint !== endpoint) return { ...base, ...failure('unknown-action', `Unknown action ${request.action}`) };
  const result: ActionResult = { ...base, ...definition.execute(session, request) };
  if (definition.mutates) {
    const { requestReference: _r, action: _a, ...outcome } = result;
    db.actionResults.upsert({
      id: request.requestReference, sessionId: session.id, action: request.action,
      contentDigest: contentDigest(request), result: outcome, at: new Date().toISOString(),
    });
    pruneStoredResults();
  } else {
    rememberRead(result);
  }
  return result;
}
