/**
 * The wallet's rules (docs/api/wallet.md), pure over the tables they are given. Transfers follow the
 * payout engine (mocks/db/money-engine.ts) over the wallet's ledger: debited once when requested,
 * four-eyes above the limit, given back at most once. Here: top-ups, credited once, and the reversal
 * of a paid transfer, which gives its money back once.
 */
import { TOP_UP_EXPIRY_DAYS, TRANSFER_REVERSAL_DAYS } from '@/lib/contract/wallet';
import { DAY_MS, post, type LedgerEntry } from '../db/ledger';
import { applyDueSteps, type MoneyBooks, type Outcome } from '../db/money-engine';
import type { Actor } from '../db/payouts';
import type { Table } from '../db/table';
import { transferTypeOf, type TopUp, type Transfer } from './model';

/** requested → received: the sandbox's bank gets the transfer this long after the request. */
export const TOP_UP_RECEIVE_MS = 60_000;
/** received → credited: the money is checked and put in the wallet this long later. */
export const TOP_UP_CREDIT_MS = 30_000;
/** Sandbox test data: a top-up whose amount's last two digits are 13 never arrives, and expires. */
export const neverArrives = (amount: number) => amount % 100 === 13;

export interface WalletBooks extends MoneyBooks {
  topUps: Table<TopUp>;
  transfers: Table<Transfer>;
}

const iso = (ms: number) => new Date(ms).toISOString();

function walletEntry(books: WalletBooks, entry: Omit<LedgerEntry, 'id' | 'availableOn' | 'paymentId'>) {
  return post(books.ledger, { ...entry, id: `${entry.sourceId}:${entry.type}`, availableOn: entry.createdAt, paymentId: null });
}

// ——— top-ups ——————————————————————————————————————————————————————————————————————————————

/** A reference to quote on the bank transfer: 10 characters no one misreads, unique among top-ups. */
export function topUpReference(books: WalletBooks): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    const code = `TU${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
    if (!books.topUps.find((row) => row.reference === code)) return code;
  }
}

export interface TopUpIntent {
  holderId: string;
  currency: string;
  amount: number;
  requester: Actor;
}

export function requestTopUp(books: WalletBooks, intent: TopUpIntent): TopUp {
  const now = books.now();
  const at = iso(now);
  const never = neverArrives(intent.amount);
  const expiresAt = now + TOP_UP_EXPIRY_DAYS * DAY_MS;
  return books.topUps.insert({
    id: books.newId('tup'),
    holderId: intent.holderId,
    currency: intent.currency,
    amount: intent.amount,
    status: 'requested',
    reference: topUpReference(books),
    requestedBy: intent.requester.userId,
    requester: intent.requester,
    statusHistory: [{ status: 'requested', at, by: intent.requester, reason: null }],
    createdAt: at,
    expiresAt: iso(expiresAt),
    creditedAt: null,
    neverArrives: never,
    nextStepAt: never ? expiresAt : now + TOP_UP_RECEIVE_MS,
  });
}

const stepTopUp = (topUp: TopUp, status: TopUp['status'], at: string, by: Actor | null, reason: string | null = null): TopUp => ({
  ...topUp,
  status,
  statusHistory: [...topUp.statusHistory, { status, at, by, reason }],
});

export function cancelTopUp(books: WalletBooks, id: string, actor: Actor): Outcome<TopUp> {
  const topUp = books.topUps.get(id);
  if (!topUp) return { ok: false, code: 'not-found' };
  if (topUp.status === 'cancelled') return { ok: true, value: topUp, replayed: true };
  if (topUp.status !== 'requested') return { ok: false, code: 'top-up-not-cancellable' };
  return { ok: true, value: books.topUps.upsert({ ...stepTopUp(topUp, 'cancelled', iso(books.now()), actor), nextStepAt: null }) };
}

/** One clock step due: requested → received (or expired), received → credited with its one `top-up` entry. */
function advanceTopUp(books: WalletBooks, topUp: TopUp): TopUp {
  const dueAt = topUp.nextStepAt!;
  const at = iso(dueAt);
  if (topUp.status === 'requested' && topUp.neverArrives) {
    return books.topUps.upsert({ ...stepTopUp(topUp, 'expired', at, null, 'No bank transfer quoting the reference arrived'), nextStepAt: null });
  }
  if (topUp.status === 'requested') return books.topUps.upsert({ ...stepTopUp(topUp, 'received', at, null), nextStepAt: dueAt + TOP_UP_CREDIT_MS });
  if (topUp.status === 'received') {
    walletEntry(books, {
      resourceId: topUp.holderId,
      currency: topUp.currency,
      type: 'top-up',
      amount: topUp.amount,
      createdAt: at,
      sourceType: 'top-up',
      sourceId: topUp.id,
    });
    return books.topUps.upsert({ ...stepTopUp(topUp, 'credited', at, null), creditedAt: at, nextStepAt: null });
  }
  return books.topUps.upsert({ ...topUp, nextStepAt: null });
}

/** Every top-up step due by now, earliest first; the top-ups that changed (last state each). */
export const catchUpTopUps = (books: WalletBooks): TopUp[] => applyDueSteps(books.topUps, books.now(), (topUp) => advanceTopUp(books, topUp));

// ——— reversal of a paid transfer ——————————————————————————————————————————————————————————

const paidAtOf = (transfer: Transfer) => transfer.statusHistory.find((step) => step.status === 'paid')?.at ?? null;

/** Reversible now: a paid transfer (not a reversal), not reversed, paid within `TRANSFER_REVERSAL_DAYS`. */
export function isReversible(transfer: Transfer, now: number): boolean {
  const paidAt = paidAtOf(transfer);
  return (
    transferTypeOf(transfer) === 'transfer' &&
    transfer.status === 'paid' &&
    !transfer.reversalId &&
    paidAt !== null &&
    now - Date.parse(paidAt) <= TRANSFER_REVERSAL_DAYS * DAY_MS
  );
}

/**
 * Reverses a paid transfer: one `transfer-reversal` row, paid at once, and its one credit. A transfer
 * already reversed answers as it is (the money came back once).
 */
export function reverseTransfer(books: WalletBooks, id: string, actor: Actor): Outcome<Transfer> {
  const transfer = books.transfers.get(id);
  if (!transfer) return { ok: false, code: 'not-found' };
  if (transfer.reversalId) return { ok: true, value: transfer, replayed: true };
  if (!isReversible(transfer, books.now())) return { ok: false, code: 'transfer-not-reversible' };
  const at = iso(books.now());
  const reversal = books.transfers.insert({
    ...transfer,
    id: books.newId('trf'),
    transferType: 'transfer-reversal',
    parentId: transfer.id,
    reversalId: null,
    description: null,
    approvalRequired: false,
    requestedBy: actor.userId,
    requestReference: null,
    statusHistory: [
      { status: 'requested', at, by: actor, reason: null },
      { status: 'paid', at, by: null, reason: null },
    ],
    status: 'paid',
    createdAt: at,
    nextStepAt: null,
  });
  walletEntry(books, {
    resourceId: transfer.organizationId,
    currency: transfer.currency,
    type: 'transfer-reversal',
    amount: transfer.amount,
    createdAt: at,
    sourceType: 'transfer',
    sourceId: reversal.id,
  });
  return { ok: true, value: books.transfers.upsert({ ...transfer, reversalId: reversal.id }) };
}
