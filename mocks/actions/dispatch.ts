import type { ActionEndpoint } from '@/lib/contract';
import { now, nowIso } from '../clock';
import type { Session, StoredActionResult } from '../db/schema';
import { digest } from '../db/random';
import { db } from '../db/store';
import { takeActionFault } from '../faults';
import { statisticsActions } from '../handlers/statistics';
import { isStepUpQuestion } from './step-up';
import { stepUpActions } from './step-up-actions';
import type { DefinedAction } from './define-action';
import { accountActions } from './accounts';
import { allowedIpActions } from './allowed-ips';
import { analyticsActions } from './analytics';
import { antifraudListActions } from './antifraud-lists';
import { antifraudReviewActions } from './antifraud-reviews';
import { antifraudRuleActions } from './antifraud-rules';
import { antifraudSettingsActions } from './antifraud-settings';
import { apiKeyActions } from './api-keys';
import { apiRequestLogActions } from './api-request-log';
import { auditActions } from './audit';
import { applyAudited, beginActionAudit } from './audit-trail';
import { balanceActions } from './balances';
import { billingCustomerActions } from './billing-customers';
import { billingPlanActions } from './billing-plans';
import { billingSettingsActions } from './billing-settings';
import { billingSubscriptionActions } from './billing-subscriptions';
import { bulkRefundsActions } from './bulk-refunds';
import { checkoutTranslationActions } from './checkout-translations';
import { disputeActions } from './disputes';
import { groupActions } from './groups';
import { identityActions } from './identities';
import { mailboxActions } from './mailbox';
import { attachmentActions } from './mailbox-attachments';
import { paymentLinkActions } from './payment-links';
import { channelActions } from './channels';
import { payoutMethodActions } from './payout-methods';
import { passkeyActions } from './passkeys';
import { payoutActions } from './payouts';
import { transferActions } from './transfers';
import { walletActions } from './wallet';
import { staffActions } from './staff';
import { phoneActions } from './phone';
import { reportActions } from './reports';
import { resourceActions } from './resources';
import { settlementActions } from './settlements';
import { statementActions } from './statements';
import { teamActions } from './team';
import { transactionExportsActions } from './transaction-exports';
import { transactionViewsActions } from './transaction-views';
import { transactionActions } from './transactions';
import { failure, referenceReused, type ActionOutcome, type ActionRequest } from './types';
import { userActions } from './users';
import { webhookDeliveryActions } from './webhook-deliveries';
import { webhookEndpointActions } from './webhook-endpoints';
import { workspaceCreateActions } from './workspace-create';

export type { ActionEndpoint };

/** Every action the sandbox implements; each answers on its contract's endpoint only. */
export const definedActions: readonly DefinedAction[] = [
  ...userActions,
  ...stepUpActions,
  ...phoneActions,
  ...passkeyActions,
  ...identityActions,
  ...resourceActions,
  ...workspaceCreateActions,
  ...statisticsActions,
  ...analyticsActions,
  ...transactionActions,
  ...transactionViewsActions,
  ...transactionExportsActions,
  ...bulkRefundsActions,
  ...paymentLinkActions,
  ...channelActions,
  ...billingCustomerActions,
  ...billingPlanActions,
  ...billingSubscriptionActions,
  ...billingSettingsActions,
  ...antifraudListActions,
  ...antifraudRuleActions,
  ...antifraudReviewActions,
  ...antifraudSettingsActions,
  ...disputeActions,
  ...reportActions,
  ...mailboxActions,
  ...attachmentActions,
  ...payoutActions,
  ...walletActions,
  ...transferActions,
  ...staffActions,
  ...balanceActions,
  ...accountActions,
  ...payoutMethodActions,
  ...settlementActions,
  ...statementActions,
  ...teamActions,
  ...groupActions,
  ...auditActions,
  ...apiKeyActions,
  ...apiRequestLogActions,
  ...allowedIpActions,
  ...checkoutTranslationActions,
  ...webhookEndpointActions,
  ...webhookDeliveryActions,
];

const byName = new Map<string, DefinedAction>(definedActions.map((action) => [action.name, action]));

/** The `action-result` push payload. */
export type ActionResult = ActionOutcome & { requestReference: string; action: string };

const HOUR = 3_600_000;
/** The contract's promise: a stored result answers its reference for at least this long (sandbox time). */
export const RESULT_RETENTION_PROMISE_MS = 24 * HOUR;
/** What the sandbox keeps: pruning removes only results older than this, never by count. */
export const RESULT_RETENTION_MS = 48 * HOUR;
const MAX_REMEMBERED_READS = 2000;

/** The idempotency key: the user and the reference together (another user's same reference is theirs). */
const resultKey = (userId: string, reference: string) => `${userId} ${reference.toLowerCase()}`;

/** The stored result of a mutating action of `userId` under `reference`, if still kept. */
export const storedResult = (userId: string, reference: string) => db.actionResults.get(resultKey(userId, reference));

/**
 * Results of reads, in memory only: a resent read is answered the same way within a page's life.
 * Nothing depends on it (running a read again changes nothing), so a count bound is enough here.
 */
const readResults = new Map<string, Pick<StoredActionResult, 'contentDigest' | 'result'>>();

function rememberRead(key: string, entry: Pick<StoredActionResult, 'contentDigest' | 'result'>) {
  readResults.set(key, entry);
  if (readResults.size > MAX_REMEMBERED_READS) readResults.delete(readResults.keys().next().value as string);
}

/**
 * Drops stored results older than the retention. Entries are small (the answer of one call, about the
 * size of the rows that call wrote to the same overlay) and live 48 hours, so the persisted overlay
 * holds what a person does in two days; a pruned entry leaves no trace there.
 */
function pruneStoredResults() {
  const cutoff = new Date(now() - RESULT_RETENTION_MS).toISOString();
  for (const row of db.actionResults.filter((entry) => !(entry.at >= cutoff))) db.actionResults.remove(row.id);
}

export const forgetResults = () => readResults.clear();

const contentDigest = (request: ActionRequest) => digest(JSON.stringify([request.action, request.id ?? null, request.payload ?? null]));

/** The stored answer for a reference this user already used; a refusal when it is reused for other content. */
function replay(session: Session, request: ActionRequest): ActionOutcome | null {
  const key = resultKey(session.userId, request.requestReference);
  const stored = db.actionResults.get(key) ?? readResults.get(key);
  if (!stored) return null;
  return stored.contentDigest === contentDigest(request) ? (stored.result as ActionOutcome) : referenceReused();
}

/** Stores a mutating action's result (pruning what is past the retention), or keeps a read's in memory. */
function remember(mutates: boolean, userId: string, request: ActionRequest, result: ActionOutcome) {
  const key = resultKey(userId, request.requestReference);
  if (!mutates) {
    rememberRead(key, { contentDigest: contentDigest(request), result });
    return;
  }
  pruneStoredResults();
  db.actionResults.insert({
    id: key,
    userId,
    requestReference: request.requestReference,
    action: request.action,
    contentDigest: contentDigest(request),
    result,
    at: nowIso(),
  });
}

/**
 * Runs an action once per (user, requestReference), as an idempotency key: a repeated reference is
 * answered with the first result and applies nothing. Results of mutating actions are stored in the
 * database for at least 24 hours (sandbox clock), so this holds across a reload; money actions also
 * find their reference on the money row they made. Injected action faults and server errors are not
 * remembered, so a retry with the same reference can still succeed. An applied mutating action is
 * written to the audit trail here, in the same step as its change (audit-trail.ts `applyAudited`).
 */
export function dispatchAction(endpoint: ActionEndpoint, session: Session, sent: ActionRequest): ActionResult {
  const base = { requestReference: sent.requestReference, action: sent.action };
  // A reference is a UUID and compares as one, in any case; the answer names it as it was sent.
  const request = { ...sent, requestReference: sent.requestReference.toLowerCase() };
  const known = replay(session, request);
  if (known) return { ...base, ...known };
  const fault = takeActionFault(request.action);
  if (fault !== null) {
    return { ...base, errors: [{ code: String(fault.code), title: 'Some error occurred', ...(fault.pointer && { source: { pointer: fault.pointer } }) }] };
  }
  const definition = byName.get(request.action);
  if (!definition || definition.endpoint !== endpoint) return { ...base, ...failure('unknown-action', `Unknown action ${request.action}`) };
  // A mutating action and its audit entry are one step: exactly one entry per applied change, none
  // for a refusal, an answer given again or a failure (which leaves nothing changed).
  const execute = () => definition.execute(session, request);
  const outcome = definition.mutates ? applyAudited(beginActionAudit(session, request), execute) : execute();
  // A server error (the action threw; what it wrote is undone) is not remembered, so a retry may still succeed.
  // Nor is a step-up question: once the user has confirmed, the same request is sent again and runs.
  if (!outcome.errors?.some((error) => error.code === '500') && !isStepUpQuestion(outcome)) remember(definition.mutates, session.userId, request, outcome);
  return { ...base, ...outcome };
}
