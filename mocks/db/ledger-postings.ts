/**
 * The ledger entries of one payment, from the payment and its related transactions: the same rows and
 * rules as the figures the payment's details page shows (`transactionFigures`), so the sum of a
 * payment's entries is its `netAfterRefundsAndChargebacks` (the reserve's hold and release cancel
 * out) and a project's balance agrees with its transactions. docs/api/balances.md, *The ledger*.
 */
import {
  authorizationTypes,
  byTime,
  captureTypes,
  chargebackHeld,
  chargebackTypes,
  refundTypes,
  saleTypes,
  voidStatuses,
} from '@/lib/contract/transaction-figures';
import { receivedGroups, statusGroupOf } from '@/lib/contract/transaction-status-groups';
import { SETTLEMENT_DELAY_DAYS } from '@/lib/contract/balances';
import { DAY_MS, entryId, post, type LedgerEntry } from './ledger';
import type { Transaction } from './schema';
import type { Table } from './table';
import { iso } from './transactions';

/** A live project's rolling reserve: a share of each payment credit, held for some days. */
export interface ReserveTerms {
  rateBasisPoints: number;
  holdDays: number;
}

export const SETTLEMENT_DELAY_MS = SETTLEMENT_DELAY_DAYS * DAY_MS;

const live = (row: Transaction) => !voidStatuses.has(row.status);
const later = (at: string, ms: number) => iso(Date.parse(at) + ms);

/** True for a payment: a sale or an authorization that is not itself a child (a capture is the authorization's money). */
export const isPayment = (row: Transaction) => !row.parentId && (saleTypes.has(row.type) || authorizationTypes.has(row.type));

/** The reserve's share of a credit: rounded down to the minor unit. */
export const reserveShare = (amount: number, terms: ReserveTerms) => Math.floor((amount * terms.rateBasisPoints) / 10_000);

/**
 * Every entry the payment should have now. `related`: its children and their children (others are
 * ignored). `posted(id)`: the entry written before under that id, if any: a refund debited once and
 * returned by the bank later gets its reversal (one that never counted gets neither), and a dispute's
 * new step is posted as the change from what was posted.
 */
export function paymentPostings(
  payment: Transaction,
  related: readonly Transaction[],
  terms: ReserveTerms | null,
  posted: (id: string) => LedgerEntry | undefined = () => undefined,
): LedgerEntry[] {
  if (!isPayment(payment)) return [];
  const entries: LedgerEntry[] = [];
  const base = { resourceId: payment.projectId, currency: payment.currency, paymentId: payment.id };
  const add = (
    sourceId: string,
    sourceType: LedgerEntry['sourceType'],
    type: LedgerEntry['type'],
    amount: number,
    createdAt: string,
    availableOn = createdAt,
  ) => {
    if (amount !== 0) entries.push({ ...base, id: entryId(sourceId, type), type, amount, createdAt, availableOn, sourceType, sourceId });
  };

  const children = related.filter((row) => row.parentId === payment.id && row.id !== payment.id);
  const authorization = authorizationTypes.has(payment.type);
  const captures = authorization ? children.filter((row) => captureTypes.has(row.type) && live(row)) : [];
  const credits = authorization ? captures : receivedGroups.has(statusGroupOf(payment.status) ?? 'pending') ? [payment] : [];
  // Nothing came in (failed, cancelled, still pending, not captured): no entry, no fee.
  if (credits.length === 0) return [];

  const captureIds = new Set(captures.map((row) => row.id));
  const own = [...children, ...related.filter((row) => row.parentId !== undefined && captureIds.has(row.parentId))];
  const liveOwn = own.filter(live);

  const firstCredit = credits.length === 1 ? credits[0] : [...credits].sort(byTime)[0];
  for (const credit of credits) {
    const availableMs = Date.parse(credit.createdAt) + SETTLEMENT_DELAY_MS;
    const availableOn = iso(availableMs);
    add(credit.id, 'payment', 'payment', credit.amount, credit.createdAt, availableOn);
    if (credit === firstCredit) add(payment.id, 'payment', 'fee', -payment.fee, credit.createdAt, availableOn);
    const share = terms ? reserveShare(credit.amount, terms) : 0;
    if (share === 0) continue;
    add(credit.id, 'payment', 'reserve-hold', -share, credit.createdAt, availableOn);
    add(credit.id, 'payment', 'reserve-release', share, credit.createdAt, iso(availableMs + terms!.holdDays * DAY_MS));
  }
  for (const row of liveOwn) if (row.fee > 0) add(row.id, 'payment', 'fee', -row.fee, row.createdAt);

  for (const refund of own.filter((row) => refundTypes.has(row.type))) {
    if (live(refund)) add(refund.id, 'refund', 'refund', -refund.amount, refund.createdAt);
    else if (posted(entryId(refund.id, 'refund')) !== undefined) {
      add(refund.id, 'refund', 'refund', -refund.amount, refund.createdAt);
      add(refund.id, 'refund', 'refund-reversal', refund.amount, refund.statusHistory.at(-1)?.at ?? refund.createdAt);
    }
  }

  // What disputes hold back changes with each step; each step row carries the change it made. A step
  // already posted keeps its entry; a new one brings the hold to what the steps known then hold
  // (`chargebackHeld`), whatever order their times and ids give, so the sum is always the figures'.
  const steps = liveOwn.filter((row) => chargebackTypes.has(row.type)).sort(byTime);
  const known: Transaction[] = [];
  let held = 0;
  const fresh: Transaction[] = [];
  for (const row of steps) {
    const existing = posted(entryId(row.id, 'chargeback')) ?? posted(entryId(row.id, 'chargeback-reversal'));
    if (existing) {
      entries.push(existing);
      known.push(row);
      held -= existing.amount;
    } else fresh.push(row);
  }
  for (const row of fresh) {
    known.push(row);
    const after = chargebackHeld(known);
    if (after > held) add(row.id, 'chargeback', 'chargeback', -(after - held), row.createdAt);
    else if (after < held) add(row.id, 'chargeback', 'chargeback-reversal', held - after, row.createdAt, later(row.createdAt, SETTLEMENT_DELAY_MS));
    held = after;
  }
  return entries;
}

/**
 * Writes what is new of a payment's entries (after a refund, a capture, a chargeback, a change of
 * status): the one way transaction facts reach the ledger. True when something was written.
 */
export function postPayment(ledger: Table<LedgerEntry>, payment: Transaction, related: readonly Transaction[], terms: ReserveTerms | null): boolean {
  let wrote = false;
  for (const entry of paymentPostings(payment, related, terms, (id) => ledger.get(id))) wrote = post(ledger, entry) || wrote;
  return wrote;
}

/** Children of each transaction, by parent id. */
export function childrenIndex(rows: readonly Transaction[]): Map<string, Transaction[]> {
  const index = new Map<string, Transaction[]>();
  for (const row of rows) {
    if (!row.parentId) continue;
    const list = index.get(row.parentId);
    if (list) list.push(row);
    else index.set(row.parentId, [row]);
  }
  return index;
}

/** A payment's children and their children. */
export function relatedOf(paymentId: string, children: (id: string) => readonly Transaction[]): Transaction[] {
  const direct = children(paymentId);
  return [...direct, ...direct.flatMap((row) => children(row.id))];
}

/** The entries of every payment among `rows`. */
export function ledgerFromTransactions(rows: readonly Transaction[], termsOf: (projectId: string) => ReserveTerms | null): LedgerEntry[] {
  const index = childrenIndex(rows);
  const children = (id: string) => index.get(id) ?? [];
  return rows.filter(isPayment).flatMap((payment) => paymentPostings(payment, relatedOf(payment.id, children), termsOf(payment.projectId)));
}
