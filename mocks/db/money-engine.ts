/**
 * The rules money-out follows, over the ledger and the payout and exchange rows (docs/api/payouts.md,
 * accounts.md): a payout is debited once when requested and reversed at most once, paid at most
 * once, never beyond what is available; an exchange moves value once per quote, only before its
 * expiry. Pure over the tables it is given: the sandbox's actions pass the database's, the property
 * test fresh in-memory ones. Who may do what (permissions, step-up) is the actions' concern; the
 * rule that nobody approves their own payout is here, on the user.
 */
import { APPROVAL_WINDOW_MS, approvalUncountedStatuses, cancellablePayoutStatuses, type PayoutStatus } from '@/lib/contract/payouts';
import { QUOTE_TTL_MS } from '@/lib/contract/balances';
import { convertMinor } from '@/lib/money/exchange';
import { quotedRate } from './exchange-rates';
import { balanceIn, entryId, post, type LedgerEntry } from './ledger';
import { snapshotOf, type Actor, type Exchange, type Payout, type PayoutMethod } from './payouts';
import type { Table } from './table';

/** approved → in-transit: the payout is sent this long after approval (sandbox clock). */
export const PAYOUT_SEND_MS = 20_000;
/** in-transit → paid (or failed): the bank answers this long after it was sent. */
export const PAYOUT_SETTLE_MS = 40_000;

export interface MoneyBooks {
  ledger: Table<LedgerEntry>;
  payouts: Table<Payout>;
  exchanges: Table<Exchange>;
  /** The entries whose sum is the holder's balance (an organization: its own and its live projects'). */
  entriesOf: (holderId: string) => LedgerEntry[];
  now: () => number;
  newId: (prefix: string) => string;
  /**
   * What this ledger calls a payout's rows and entries: the balances' payouts by default; a wallet's
   * transfers (mocks/wallet/) follow the same rules under their own names.
   */
  moneyOut?: MoneyOutNames;
}

export interface MoneyOutNames {
  idPrefix: string;
  sourceType: LedgerEntry['sourceType'];
  debit: LedgerEntry['type'];
  reversal: LedgerEntry['type'];
}

const PAYOUT_NAMES: MoneyOutNames = { idPrefix: 'po', sourceType: 'payout', debit: 'payout', reversal: 'payout-reversal' };
const namesOf = (books: MoneyBooks) => books.moneyOut ?? PAYOUT_NAMES;

export type Outcome<T> = { ok: true; value: T; replayed?: boolean } | { ok: false; code: string };

const iso = (ms: number) => new Date(ms).toISOString();

/** What the holder can spend now in `currency`. */
export const availableOf = (books: MoneyBooks, holderId: string, currency: string) =>
  balanceIn(books.entriesOf(holderId), currency, iso(books.now())).available;

/** An organization-level entry of a payout or exchange, available at once. */
function postHolder(
  books: MoneyBooks,
  holderId: string,
  currency: string,
  sourceType: LedgerEntry['sourceType'],
  sourceId: string,
  type: LedgerEntry['type'],
  amount: number,
  at: string,
) {
  return post(books.ledger, {
    id: entryId(sourceId, type),
    resourceId: holderId,
    currency,
    type,
    amount,
    createdAt: at,
    availableOn: at,
    sourceType,
    sourceId,
    paymentId: null,
  });
}

function step(payout: Payout, status: PayoutStatus, at: string, by: Actor | null, reason: string | null = null): Payout {
  return { ...payout, status, statusHistory: [...payout.statusHistory, { status, at, by, reason }] };
}

// ——— payouts ——————————————————————————————————————————————————————————————————————————————

export interface PayoutIntent {
  organizationId: string;
  currency: string;
  amount: number;
  description: string | null;
  method: PayoutMethod;
  requester: Actor;
  reference: string;
  /** The organization's limit in this currency; null: every payout needs a second person. */
  approvalLimit: number | null;
}

/**
 * What one requester's payouts of an organization in one currency add up to over the rolling
 * `APPROVAL_WINDOW_MS` before now (requested after its start), leaving out those whose money came
 * back (rejected, cancelled, failed). Integer minor units.
 */
export function requestedInWindow(books: MoneyBooks, organizationId: string, userId: string, currency: string): number {
  const since = books.now() - APPROVAL_WINDOW_MS;
  let sum = 0;
  for (const payout of books.payouts.all()) {
    if (payout.organizationId !== organizationId || payout.requestedBy !== userId || payout.currency !== currency) continue;
    if (Date.parse(payout.createdAt) <= since || approvalUncountedStatuses.includes(payout.status)) continue;
    sum += payout.amount;
  }
  return sum;
}

/** What of the approval limit is left to the requester now: a payout up to it is approved at once (never below 0; null: no limit). */
export function approvalLimitLeft(books: MoneyBooks, organizationId: string, userId: string, currency: string, approvalLimit: number | null): number | null {
  return approvalLimit === null ? null : Math.max(0, approvalLimit - requestedInWindow(books, organizationId, userId, currency));
}

/** The payout a user's call with this reference made, if any: one per (user, reference). */
export const payoutByReference = (books: MoneyBooks, userId: string, reference: string) =>
  books.payouts.find((row) => row.requestedBy === userId && row.requestReference === reference);

/** What a payout request asks for: the same reference must ask for the same. */
export type PayoutContent = Pick<Payout, 'organizationId' | 'currency' | 'amount' | 'description' | 'payoutMethodId'>;

const sameContent = (payout: Payout, content: PayoutContent) =>
  payout.organizationId === content.organizationId &&
  payout.currency === content.currency &&
  payout.amount === content.amount &&
  payout.payoutMethodId === content.payoutMethodId &&
  payout.description === content.description;

/** The payout this user's reference already made (replayed), `reference-reused` for other content, or null: not made yet. */
export function replayPayout(books: MoneyBooks, userId: string, reference: string, content: PayoutContent): Outcome<Payout> | null {
  const done = payoutByReference(books, userId, reference);
  if (!done) return null;
  return sameContent(done, content) ? { ok: true, value: done, replayed: true } : { ok: false, code: 'reference-reused' };
}

/**
 * Requests a payout: debited at once (`payout` entry), then `awaiting-approval` when it brings the
 * requester's sum over the last 24 h (`requestedInWindow`) above the limit, or `approved`. A
 * reference already used answers its payout again and moves nothing.
 */
export function requestPayout(books: MoneyBooks, intent: PayoutIntent): Outcome<Payout> {
  const replay = replayPayout(books, intent.requester.userId, intent.reference, { ...intent, payoutMethodId: intent.method.id });
  if (replay) return replay;
  if (intent.method.currency !== intent.currency) return { ok: false, code: 'method-currency-mismatch' };
  if (intent.amount > availableOf(books, intent.organizationId, intent.currency)) return { ok: false, code: 'amount-exceeds-available' };
  const now = books.now();
  const at = iso(now);
  // Four-eyes on the sum, not on each payout: three just under the limit do not pass one by one.
  const left = approvalLimitLeft(books, intent.organizationId, intent.requester.userId, intent.currency, intent.approvalLimit);
  const approvalRequired = left === null || intent.amount > left;
  const requested: Payout = {
    id: books.newId(namesOf(books).idPrefix),
    organizationId: intent.organizationId,
    currency: intent.currency,
    amount: intent.amount,
    description: intent.description,
    payoutMethodId: intent.method.id,
    method: snapshotOf(intent.method),
    failsAtBank: intent.method.failsPayouts,
    status: 'requested',
    approvalRequired,
    approvalLimit: intent.approvalLimit,
    requestedBy: intent.requester.userId,
    requestReference: intent.reference,
    statusHistory: [{ status: 'requested', at, by: intent.requester, reason: null }],
    createdAt: at,
    nextStepAt: null,
  };
  // The row first (it carries the reference), then its debit: a retry finds the row and moves nothing.
  const next = approvalRequired
    ? step(requested, 'awaiting-approval', at, null)
    : { ...step(requested, 'approved', at, null), nextStepAt: now + PAYOUT_SEND_MS };
  const payout = books.payouts.insert(next);
  const names = namesOf(books);
  postHolder(books, payout.organizationId, payout.currency, names.sourceType, payout.id, names.debit, -payout.amount, at);
  return { ok: true, value: payout };
}

/** A second person approves: it is sent `PAYOUT_SEND_MS` later. The requester never approves their own. */
export function approvePayout(books: MoneyBooks, id: string, approver: Actor): Outcome<Payout> {
  const payout = books.payouts.get(id);
  if (!payout) return { ok: false, code: 'not-found' };
  if (payout.requestedBy === approver.userId) return { ok: false, code: 'own-payout' };
  if (payout.status !== 'awaiting-approval') return { ok: false, code: 'payout-not-awaiting-approval' };
  const now = books.now();
  return { ok: true, value: books.payouts.upsert({ ...step(payout, 'approved', iso(now), approver), nextStepAt: now + PAYOUT_SEND_MS }) };
}

/** A payout's money back to its holder (one reversal entry, never two). */
function giveBack(books: MoneyBooks, payout: Payout, at: string) {
  const names = namesOf(books);
  postHolder(books, payout.organizationId, payout.currency, names.sourceType, payout.id, names.reversal, payout.amount, at);
}

/** Ends a payout before it was sent, giving its money back (one `payout-reversal`). */
function endUnsent(books: MoneyBooks, payout: Payout, status: 'rejected' | 'cancelled', by: Actor | null, reason: string | null): Payout {
  const at = iso(books.now());
  const ended = books.payouts.upsert({ ...step(payout, status, at, by, reason), nextStepAt: null });
  giveBack(books, payout, at);
  return ended;
}

export function rejectPayout(books: MoneyBooks, id: string, approver: Actor, reason: string | null): Outcome<Payout> {
  const payout = books.payouts.get(id);
  if (!payout) return { ok: false, code: 'not-found' };
  if (payout.requestedBy === approver.userId) return { ok: false, code: 'own-payout' };
  if (payout.status !== 'awaiting-approval') return { ok: false, code: 'payout-not-awaiting-approval' };
  return { ok: true, value: endUnsent(books, payout, 'rejected', approver, reason) };
}

export function cancelPayout(books: MoneyBooks, id: string, actor: Actor): Outcome<Payout> {
  const payout = books.payouts.get(id);
  if (!payout) return { ok: false, code: 'not-found' };
  if (payout.status === 'cancelled') return { ok: true, value: payout, replayed: true };
  if (!cancellablePayoutStatuses.includes(payout.status)) return { ok: false, code: 'payout-not-cancellable' };
  return { ok: true, value: endUnsent(books, payout, 'cancelled', actor, null) };
}

const BANK_RETURNED = 'The bank returned the payout';

/** One clock step of a payout due by `now`: approved → in-transit, in-transit → paid or failed. */
function advance(books: MoneyBooks, payout: Payout): Payout {
  const at = iso(payout.nextStepAt!);
  if (payout.status === 'approved') {
    return books.payouts.upsert({ ...step(payout, 'in-transit', at, null), nextStepAt: payout.nextStepAt! + PAYOUT_SETTLE_MS });
  }
  if (payout.status === 'in-transit') {
    if (!payout.failsAtBank) return books.payouts.upsert({ ...step(payout, 'paid', at, null), nextStepAt: null });
    const failed = books.payouts.upsert({ ...step(payout, 'failed', at, null, BANK_RETURNED), nextStepAt: null });
    giveBack(books, payout, at);
    return failed;
  }
  return books.payouts.upsert({ ...payout, nextStepAt: null });
}

/** Applies every clock step due by now, earliest first; returns the payouts that changed (last state each). */
export const catchUpPayouts = (books: MoneyBooks): Payout[] => applyDueSteps(books.payouts, books.now(), (payout) => advance(books, payout));

/**
 * Applies every clock step of a table's rows due by `now`, earliest first (a step may schedule the
 * next, due too); returns the rows that changed, last state each. Payouts, transfers and top-ups.
 */
export function applyDueSteps<T extends { id: string; nextStepAt: number | null }>(table: Table<T>, now: number, advanceRow: (row: T) => T): T[] {
  const changed = new Map<string, T>();
  for (;;) {
    const due = table.filter((row) => row.nextStepAt !== null && row.nextStepAt <= now).sort((a, b) => a.nextStepAt! - b.nextStepAt! || (a.id < b.id ? -1 : 1));
    if (due.length === 0) break;
    for (const row of due) changed.set(row.id, advanceRow(row));
  }
  return [...changed.values()];
}

// ——— exchange ——————————————————————————————————————————————————————————————————————————————

export interface QuoteRequest {
  organizationId: string;
  userId: string;
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: number;
}

/** A quote valid `QUOTE_TTL_MS`: the rate, both amounts (the bought one rounded down). */
export function quoteExchange(books: MoneyBooks, request: QuoteRequest): Outcome<Exchange> {
  if (request.sellCurrency === request.buyCurrency) return { ok: false, code: 'same-currency' };
  if (request.sellAmount > availableOf(books, request.organizationId, request.sellCurrency)) return { ok: false, code: 'amount-exceeds-available' };
  const rate = quotedRate(request.sellCurrency, request.buyCurrency);
  const buyAmount = convertMinor(request.sellAmount, request.sellCurrency, request.buyCurrency, rate);
  if (buyAmount < 1) return { ok: false, code: 'amount-too-small' };
  const now = books.now();
  return {
    ok: true,
    value: books.exchanges.insert({
      id: books.newId('fx'),
      ...request,
      buyAmount,
      rate,
      status: 'quoted',
      createdAt: iso(now),
      expiresAt: iso(now + QUOTE_TTL_MS),
      completedAt: null,
    }),
  };
}

/** Confirms a quote once: its two entries; refused at or after its expiry, or beyond what is available. */
export function confirmExchange(books: MoneyBooks, id: string): Outcome<Exchange> {
  const quote = books.exchanges.get(id);
  if (!quote) return { ok: false, code: 'not-found' };
  if (quote.status === 'completed') return { ok: true, value: quote, replayed: true };
  const now = books.now();
  if (now >= Date.parse(quote.expiresAt)) return { ok: false, code: 'quote-expired' };
  if (quote.sellAmount > availableOf(books, quote.organizationId, quote.sellCurrency)) return { ok: false, code: 'amount-exceeds-available' };
  const at = iso(now);
  const done = books.exchanges.upsert({ ...quote, status: 'completed', completedAt: at });
  postHolder(books, quote.organizationId, quote.sellCurrency, 'exchange', quote.id, 'exchange-out', -quote.sellAmount, at);
  postHolder(books, quote.organizationId, quote.buyCurrency, 'exchange', quote.id, 'exchange-in', quote.buyAmount, at);
  return { ok: true, value: done };
}
