/**
 * A new card payment through the merchant's rules (docs/api/antifraud.md, *Enforcement*): the sandbox's
 * payment traffic, `sandboxControls.makePayment` and the payer's page all charge through here.
 *
 * facts (facts.ts) → risk score, level and signals (risk.ts) → the merchant's rules (engine.ts) →
 * - no match, or allow: `successful`;
 * - block: `failed` (no fee), `antifraud.decision` naming the rule;
 * - review: held as an authorization (`charge-authorize`, `authorized`) and a review opened;
 * - request 3-D Secure: `authenticated`, then `successful` (the sandbox's payer always passes).
 * Shadow matches are recorded in `antifraud.matches` only. The payment is pushed to those who read the
 * project's transactions, the review to those who read the merchant's reviews; webhooks
 * `payment.succeeded` / `payment.failed` / `review.opened`.
 */
import { antifraudPermissions } from '@/lib/contract/antifraud-permissions';
import type { RuleAction } from '@/lib/antifraud-rules/types';
import { nowIso } from '../clock';
import { channelsOf } from '../db/channel-rows';
import { sourceOfNewPayment } from '../db/channels';
import { newId } from '../db/ids';
import type { CardBrand, Currency, Transaction, TransactionStatus } from '../db/schema';
import { db } from '../db/store';
import { feeFor } from '../db/transactions';
import { pushResourceUpdated } from '../pusher-hub';
import { transactionJson } from '../serializers';
import { emitWebhookEvent } from '../webhooks/engine';
import { runRules } from './engine';
import { liveFacts } from './facts';
import { binOfBrand, cardFingerprint, ipIn, isChargeLike } from './identity';
import { reviewJson } from './json';
import { ensureMerchant, merchantOf, projectsOf, thresholdsOf } from './merchant';
import type { AntifraudReview } from './model';
import { reasonOf } from './reason';
import { riskLevelOf, riskScoreOf, riskSignals } from './risk';

const TRANSACTIONS_READ = 'transactions.read.2479032559';

export interface PaymentDraft {
  projectId: string;
  amount: number;
  currency: Currency;
  card: { brand: CardBrand; last4: string; expMonth: number; expYear: number; country: string; fingerprint?: string; bin?: string };
  customer: { name: string; email: string };
  customerId?: string | null;
  /** Where the payer is; the card's country when not given. */
  ipCountry?: string;
  ipAddress?: string;
  referenceId: string;
  description?: string | null;
  paymentLinkId?: string | null;
  /** The channel it comes through; default: one of the project's active channels (mocks/db/channels.ts). */
  channelId?: string;
}

export interface Charged {
  transaction: Transaction;
  review: AntifraudReview | null;
}

/** Pushes a review to those who read the merchant's review queue. */
export function pushReview(review: AntifraudReview) {
  const { type, id, attributes } = reviewJson(review);
  pushResourceUpdated(review.merchantId, { type, id, attributes }, { permission: antifraudPermissions.reviewsRead });
}

/** Tells those who read the project's transactions, and its webhook endpoints, of a new payment. */
function announcePayment(t: Transaction) {
  const { type, id, attributes } = transactionJson(t);
  pushResourceUpdated(t.projectId, { type, id, attributes }, { permission: TRANSACTIONS_READ });
  if (t.status === 'successful') emitWebhookEvent(t.projectId, 'payment.succeeded', { type, id, attributes });
  if (t.status === 'failed') emitWebhookEvent(t.projectId, 'payment.failed', { type, id, attributes });
}

/** The status history of what the decision made of a payment (every step at its instant). */
function outcomeOf(action: RuleAction | null, at: string): { type: Transaction['type']; status: TransactionStatus; history: Transaction['statusHistory'] } {
  const created = { status: 'created' as const, at };
  switch (action) {
    case 'block':
      return { type: 'charge', status: 'failed', history: [created, { status: 'failed', at }] };
    case 'review':
      return { type: 'charge-authorize', status: 'authorized', history: [created, { status: 'authorized', at }] };
    case 'request-3ds':
      return { type: 'charge', status: 'successful', history: [created, { status: 'authenticated', at }, { status: 'successful', at }] };
    default:
      return { type: 'charge', status: 'successful', history: [created, { status: 'successful', at }] };
  }
}

/** Makes the payment: facts, score, the merchant's rules, the row, its review, the pushes and events. */
export function chargeThroughRules(draft: PaymentDraft): Charged {
  const merchantId = merchantOf(draft.projectId);
  if (merchantId) ensureMerchant(merchantId);
  const createdAt = nowIso();
  const fingerprint = draft.card.fingerprint ?? cardFingerprint(draft.card, draft.customer.email);
  const bin = draft.card.bin ?? binOfBrand[draft.card.brand];
  const ip = draft.ipAddress
    ? { address: draft.ipAddress, country: draft.ipCountry ?? null }
    : ipIn(draft.ipCountry ?? draft.card.country, `${draft.projectId}:${createdAt}:${fingerprint}`);
  const id = newId('trx_pay');
  const channels = channelsOf(draft.projectId);
  const named = channels.filter((channel) => channel.id === draft.channelId);
  const source = sourceOfNewPayment(named.length ? named : channels, id);
  const base: Transaction = {
    id,
    projectId: draft.projectId,
    type: 'charge',
    status: 'created',
    amount: draft.amount,
    currency: draft.currency,
    refundedAmount: 0,
    capturedAmount: 0,
    cancelledAmount: 0,
    fee: 0,
    paymentMethod: 'card',
    card: { ...draft.card, fingerprint, bin },
    customer: { ...draft.customer },
    referenceId: draft.referenceId,
    riskScore: 0,
    country: draft.card.country,
    description: draft.description ?? null,
    paymentLinkId: draft.paymentLinkId ?? null,
    channelId: source?.channelId ?? null,
    terminalId: source?.terminalId ?? null,
    createdAt,
    settledAt: null,
    statusHistory: [],
    ip,
    customerId: draft.customerId ?? null,
  };
  const projects = new Set(merchantId ? projectsOf(merchantId) : [draft.projectId]);
  const history = db.transactions.filter((t) => projects.has(t.projectId) && isChargeLike(t));
  const live = liveFacts(base, history, 'normal');
  const signals = riskSignals({
    cardCountry: live.facts.cardCountry,
    ipCountry: live.facts.ipCountry,
    cardBin: live.facts.cardBin,
    amountInEur: live.facts.amountInEur,
    paymentsPerCard1h: live.facts.paymentsPerCard1h,
    emailSeenBefore: live.emailSeenBefore,
  });
  const riskScore = riskScoreOf(signals);
  const riskLevel = riskLevelOf(riskScore, thresholdsOf(merchantId));
  const facts = { ...live.facts, riskScore, riskLevel };
  const antifraud = merchantId ? runRules(merchantId, facts, createdAt) : null;
  const decision = antifraud?.decision ?? null;
  const outcome = outcomeOf(decision?.action ?? null, createdAt);
  const transaction = db.transactions.insert({
    ...base,
    type: outcome.type,
    status: outcome.status,
    fee: outcome.status === 'failed' ? 0 : feeFor(draft.amount, draft.currency),
    statusHistory: outcome.history,
    ...(outcome.status === 'failed' && { declineReason: 'blocked-by-rule' as const }),
    riskScore,
    riskLevel,
    riskSignals: signals,
    antifraud,
    riskFacts: facts,
  });
  announcePayment(transaction);
  let review: AntifraudReview | null = null;
  if (decision?.action === 'review' && merchantId) {
    const trace = antifraud!.matches.find((match) => match.ruleId === decision.ruleId)?.trace ?? [];
    review = db.antifraudReviews.insert({
      id: newId('rvw'),
      merchantId,
      projectId: transaction.projectId,
      transactionId: transaction.id,
      amount: transaction.amount,
      currency: transaction.currency,
      ruleId: decision.ruleId,
      ruleName: decision.ruleName,
      reason: reasonOf(trace, transaction.currency),
      status: 'open',
      openedAt: createdAt,
      closedAt: null,
      closedBy: null,
      closedWith: null,
    });
    pushReview(review);
    emitWebhookEvent(transaction.projectId, 'review.opened', reviewJson(review));
  }
  return { transaction, review };
}
