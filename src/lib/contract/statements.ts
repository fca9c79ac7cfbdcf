/**
 * The statements area of the action contract (docs/api/statements.md): monthly statements of an
 * account in one currency (opening balance, every entry with its running balance, closing balance),
 * each checked against the ledger's own balance at the month's end. On the `payouts` endpoint (the
 * money service, beside balances and accounts). Money is integer minor units of the statement's currency.
 */
import type { z as zod } from 'zod/mini';
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import * as s from './schemas';

/**
 * Whose money a statement is about: `account` an organization's settlement account (its own entries
 * and its live projects'), `balance` a standalone project's balance, `wallet` the wallet of either.
 */
export const statementKinds = ['account', 'balance', 'wallet'] as const;
export type StatementKind = (typeof statementKinds)[number];

/** Fields `statements/list` filters on (`kind`, `currency`: eq, in; `month`: eq, gte, lte as `YYYY-MM`); sorts on `month` (default `-month`), `currency`, `kind`. */
export const statementFilterFields = ['kind', 'currency', 'month'] as const;

const money = (z: Zod) => z.int();

/** One month of one account in one currency (`id`: `stm_<kind>_<holderId>_<currency>_<YYYY-MM>`). */
export const statementAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('statements'),
    id: z.string(),
    attributes: z.looseObject({
      kind: z.enum(statementKinds),
      /** The organization or project whose account it is. */
      holderId: z.string(),
      currency: z.string(),
      /** The calendar month in UTC. */
      month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
      /** The month's first instant (UTC). */
      periodFrom: z.string(),
      /** The month's end (exclusive), or the server's now for the month to date. */
      periodTo: z.string(),
      /** The current month: its closing balance is "so far", at `periodTo`. */
      monthToDate: z.boolean(),
      openingBalance: money(z),
      totalIn: money(z),
      /** Negative or zero: the sum of the month's debits. */
      totalOut: money(z),
      closingBalance: money(z),
      entryCount: z.int().check(z.nonnegative()),
      /** The ledger's own total balance at the close (the last millisecond of the month, or now), computed apart from the statement. */
      ledgerBalanceAtClose: money(z),
      matchesLedger: z.boolean(),
      fileNames: z.looseObject({ csv: z.string(), pdf: z.string() }),
    }),
  });
export type StatementAnswer = zod.output<ReturnType<typeof statementAnswer>>;

/** One line of a statement: a ledger (or wallet) entry with the balance just after it. */
export const statementEntryAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('statement-entries'),
    id: z.string(),
    attributes: z.looseObject({
      /** When it was booked (the entry's `createdAt`). */
      date: z.string(),
      /** The entry's type (balances.md, wallet.md). */
      type: z.string(),
      /** The source's own text (a payment's description), or null. Server text: shown as text. */
      description: z._default(z.nullable(z.string()), null),
      /** The source's id: a transaction, payout, exchange, settlement, top-up or transfer. */
      reference: z.string(),
      sourceType: z.string(),
      /** Signed: + in, − out. */
      amount: money(z),
      balanceAfter: money(z),
      currency: z.string(),
    }),
  });
export type StatementEntryAnswer = zod.output<ReturnType<typeof statementEntryAnswer>>;

export const statementActions = {
  'statements/list': action('statements/list', {
    endpoint: 'payouts',
    payload: s.resourceListRequest,
    answer: (z) => list(z, statementAnswer),
    meta: s.listMeta,
  }),
  'statements/get': action('statements/get', { endpoint: 'payouts', target: true, payload: s.targetPayload, answer: statementAnswer }),
  'statement-entries/list': action('statement-entries/list', {
    endpoint: 'payouts',
    target: true,
    payload: s.targetListRequest,
    answer: (z) => list(z, statementEntryAnswer),
    meta: s.listMeta,
  }),
};
