/**
 * What a payment brought the merchant, from the payment and its related transactions
 * (docs/api/transactions.md, "Figures"). The related transactions are the source of truth: a
 * refund, capture, cancel or chargeback is a row of its own, and the parent's `refundedAmount`,
 * `capturedAmount` and `cancelledAmount` are running totals the server keeps equal to their sums.
 * Integer minor units of the payment's currency throughout: sums and differences only, so the
 * currency's exponent never matters.
 */
import { receivedGroups, statusGroupOf } from './transaction-status-groups';

/** What the figures read of a transaction (the client's `Transaction` and the sandbox's row both fit). */
export interface FigureRow {
  id: string;
  type: string;
  status: string;
  amount: number;
  fee: number;
  parentId?: string | null;
  createdAt: string;
}

/** Payments sold outright: the money comes in when the payment goes through, no capture needed. */
export const saleTypes: ReadonlySet<string> = new Set(['charge', 'charge-recurring', 'charge-capture']);
/** Authorizations hold money until captured or cancelled (released). */
export const authorizationTypes: ReadonlySet<string> = new Set(['charge-authorize', 'charge-pre-authorize']);

/** The child types that count as a refund, a capture or a cancel of their parent. */
export const refundTypes: ReadonlySet<string> = new Set(['refund']);
export const captureTypes: ReadonlySet<string> = new Set(['charge-capture']);
export const cancelTypes: ReadonlySet<string> = new Set(['charge-cancel', 'charge-authorize-reversal']);
/** A child in one of these statuses moved no money (a reversed or failed refund). */
export const voidStatuses: ReadonlySet<string> = new Set(['cancelled', 'failed', 'expired']);

/** Chargebacks take the disputed money; a chargeback refund gives it back; a second chargeback takes it again. */
const chargebackTakes: ReadonlySet<string> = new Set(['chargeback', 'rapid-dispute']);
const chargebackReturns: ReadonlySet<string> = new Set(['chargeback-refund', 'second-chargeback-refund']);
const SECOND_CHARGEBACK = 'second-chargeback';
/** The chargeback types, `second-chargeback-capture` (the second chargeback made final: nothing moves) included. */
export const chargebackTypes: ReadonlySet<string> = new Set([...chargebackTakes, ...chargebackReturns, SECOND_CHARGEBACK, 'second-chargeback-capture']);

export interface TransactionFigures {
  /** `authorization`: the money came in by captures; `sale`: it came in with the payment itself. */
  kind: 'sale' | 'authorization';
  /** What came in: a sale's amount once it went through, an authorization's captures (pending ones included). */
  received: number;
  /** Authorizations: captured and released (cancelled) so far; 0 for a sale. */
  captured: number;
  released: number;
  /** Refunds that were not reversed or failed (pending ones included). */
  refunded: number;
  /** What disputes hold back now: chargebacks less what was given back. */
  chargebacks: number;
  /** The payment's fee and the fees of its related transactions (a chargeback fee, say). */
  fees: number;
  /** received − fees */
  netOfFees: number;
  /** netOfFees − refunded − chargebacks: what the merchant keeps. */
  netAfterRefundsAndChargebacks: number;
}

const live = (row: FigureRow) => !voidStatuses.has(row.status);
const sum = (rows: readonly FigureRow[]) => rows.reduce((total, row) => total + row.amount, 0);
/** Time order of related transactions, ties by id: the order a dispute's steps are read in. */
export const byTime = (a: FigureRow, b: FigureRow) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What disputes hold back after `rows` (one payment's chargeback rows), in time order. */
export function chargebackHeld(rows: readonly FigureRow[]): number {
  let held = 0;
  for (const row of [...rows].sort(byTime)) {
    if (chargebackTakes.has(row.type)) held += row.amount;
    else if (row.type === SECOND_CHARGEBACK) held = Math.max(held, row.amount);
    else if (chargebackReturns.has(row.type)) held = Math.max(0, held - row.amount);
  }
  return held;
}

/**
 * The figures of a payment (a sale or an authorization) from itself and `related` (its parent,
 * children and their children, in any order; others are ignored). Null for anything else (a
 * refund, a chargeback, a transfer, a card verification): those have no figures of their own.
 */
export function transactionFigures(payment: FigureRow, related: readonly FigureRow[]): TransactionFigures | null {
  const isAuthorization = authorizationTypes.has(payment.type);
  if (!isAuthorization && !saleTypes.has(payment.type)) return null;
  const children = related.filter((row) => row.parentId === payment.id && row.id !== payment.id && live(row));
  const captures = isAuthorization ? children.filter((row) => captureTypes.has(row.type)) : [];
  // Refunds and chargebacks of an authorization's captures are the authorization's money too.
  const captureIds = new Set(captures.map((row) => row.id));
  const own = [...children, ...related.filter((row) => row.parentId && captureIds.has(row.parentId) && live(row))];

  const captured = sum(captures);
  const released = isAuthorization ? sum(children.filter((row) => cancelTypes.has(row.type))) : 0;
  const received = isAuthorization ? captured : receivedGroups.has(statusGroupOf(payment.status) ?? 'pending') ? payment.amount : 0;
  const refunded = sum(own.filter((row) => refundTypes.has(row.type)));
  const chargebacks = chargebackHeld(own.filter((row) => chargebackTypes.has(row.type)));
  const fees = own.reduce((total, row) => total + row.fee, payment.fee);
  const netOfFees = received - fees;
  return {
    kind: isAuthorization ? 'authorization' : 'sale',
    received,
    captured,
    released,
    refunded,
    chargebacks,
    fees,
    netOfFees,
    netAfterRefundsAndChargebacks: netOfFees - refunded - chargebacks,
  };
}
