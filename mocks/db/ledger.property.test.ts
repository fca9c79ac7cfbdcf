/**
 * The ledger under random sequences of money facts (issue 17): payments, refunds, chargebacks and
 * their reversals, reserve releases (time passing), payouts (with retries of the same reference and
 * answers lost), approvals, rejections, cancellations, bank failures and exchanges, with the clock
 * moving between them. The sandbox's own functions run on fresh in-memory tables; after every step:
 *
 * - the ledger balances: per currency, the sum of the entries is what the rows say independently
 *   (each payment's figures, less payouts not returned, plus exchanges in, less out), and the derived
 *   buckets add up to it;
 * - nothing is counted twice: each payment's entries sum to its figures; each payout has one debit
 *   and a reversal only when it ended unpaid; one payout per (user, reference);
 * - no payout is paid twice (its history says `paid` at most once);
 * - available never goes below zero through a payout or an exchange.
 *
 * 1,000 sequences in `npm test`; `npm run prove:ledger -- --runs 10000` for more (LEDGER_RUNS).
 */
import fc from 'fast-check';
import { transactionFigures } from '@/lib/contract/transaction-figures';
import { deriveBalances, type LedgerEntry } from './ledger';
import { postPayment } from './ledger-postings';
import {
  approvePayout,
  availableOf,
  cancelPayout,
  catchUpPayouts,
  confirmExchange,
  quoteExchange,
  rejectPayout,
  requestPayout,
  type MoneyBooks,
} from './money-engine';
import { defaultReserveTerms } from './money-seed';
import type { Actor, Exchange, Payout, PayoutMethod } from './payouts';
import type { Currency, Transaction, TransactionType } from './schema';
import { Table } from './table';

const RUNS = Number(process.env.LEDGER_RUNS ?? 1000);
const REPORT = process.env.LEDGER_REPORT === '1';

const ORG = 'org';
const PROJECT = 'prj';
const currencies = ['EUR', 'JPY', 'KWD'] as const satisfies readonly Currency[];
const people: Actor[] = [
  { userId: 'u1', name: 'One', email: 'one@example.com' },
  { userId: 'u2', name: 'Two', email: 'two@example.com' },
];
const MINUTE = 60_000;
const DAY = 86_400_000;

type Command =
  | { kind: 'pay'; currency: number; amount: number }
  | { kind: 'refund'; payment: number; share: number }
  | { kind: 'chargeback'; payment: number; step: 'chargeback' | 'chargeback-refund' | 'second-chargeback' }
  | { kind: 'advance'; ms: number }
  | { kind: 'payout'; currency: number; amount: number; reference: number; user: number; failing: boolean; lostAnswer: boolean }
  | { kind: 'retry'; reference: number; user: number }
  | { kind: 'decide'; payout: number; user: number; how: 'approve' | 'reject' | 'cancel' }
  | { kind: 'exchange'; sell: number; buy: number; amount: number; wait: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('pay' as const), currency: fc.nat(2), amount: fc.integer({ min: 1, max: 5_000_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), payment: fc.nat(), share: fc.integer({ min: 1, max: 100 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('chargeback' as const),
      payment: fc.nat(),
      step: fc.constantFrom('chargeback' as const, 'chargeback-refund' as const, 'second-chargeback' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      ms: fc.oneof(fc.integer({ min: 1, max: 2 * MINUTE }), fc.integer({ min: DAY, max: 100 * DAY })),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      currency: fc.nat(2),
      amount: fc.integer({ min: 1, max: 6_000_000 }),
      reference: fc.nat(5),
      user: fc.nat(1),
      failing: fc.boolean(),
      lostAnswer: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), reference: fc.nat(5), user: fc.nat(1) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      payout: fc.nat(),
      user: fc.nat(1),
      how: fc.constantFrom('approve' as const, 'reject' as const, 'cancel' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('exchange' as const),
      sell: fc.nat(2),
      buy: fc.nat(2),
      amount: fc.integer({ min: 1, max: 3_000_000 }),
      wait: fc.integer({ min: 0, max: 45_000 }),
    }),
  },
);

const stats = { runs: 0, steps: 0, payouts: 0, paid: 0, failed: 0, refused: 0, replays: 0, exchanges: 0, expired: 0 };

function run(commands: Command[]) {
  let clock = Date.parse('2026-01-05T09:00:00.000Z');
  let ids = 0;
  const transactions = new Table<Transaction>(() => []);
  const books: MoneyBooks = {
    ledger: new Table<LedgerEntry>(() => []),
    payouts: new Table<Payout>(() => []),
    exchanges: new Table<Exchange>(() => []),
    entriesOf: () => books.ledger.all(),
    now: () => clock,
    newId: (prefix) => `${prefix}_${(ids += 1)}`,
  };
  const methods = new Map<string, PayoutMethod>();
  const methodFor = (currency: string, failing: boolean): PayoutMethod => {
    const id = `pm_${currency}_${failing}`;
    if (!methods.has(id)) {
      methods.set(id, {
        id,
        organizationId: ORG,
        kind: 'bank-account',
        currency,
        label: null,
        holderName: 'Org',
        masked: 'DE89 •••• 3000',
        bankAccount: { country: 'DE', last4: '3000', bic: 'COBADEFFXXX' },
        card: null,
        isDefault: false,
        createdAt: '',
        createdBy: null,
        failsPayouts: failing,
      });
    }
    return methods.get(id)!;
  };
  /** Each reference's first request, as the client would send it again. */
  const intents = new Map<string, Parameters<typeof requestPayout>[1]>();

  const payments = () => transactions.filter((t) => !t.parentId);
  const children = (id: string) => transactions.filter((t) => t.parentId === id);
  const iso = () => new Date(clock).toISOString();
  const addRow = (type: TransactionType, parent: Transaction | null, amount: number, currency: Currency, fee = 0) => {
    const row = transactions.insert({
      id: `trx_${(ids += 1)}`,
      projectId: PROJECT,
      type,
      status: 'successful',
      amount,
      currency,
      refundedAmount: 0,
      capturedAmount: 0,
      cancelledAmount: 0,
      fee,
      paymentMethod: 'card',
      card: null,
      customer: { name: '', email: '' },
      referenceId: '',
      riskScore: 0,
      country: 'DE',
      description: null,
      paymentLinkId: null,
      createdAt: iso(),
      settledAt: null,
      statusHistory: [{ status: 'successful', at: iso() }],
      ...(parent && { parentId: parent.id }),
    });
    const payment = parent ?? row;
    postPayment(books.ledger, payment, children(payment.id), defaultReserveTerms);
    return row;
  };
  /** A payout or exchange may not take available below zero: checked around each that moved money. */
  const availableAfter = (currency: string, moved: boolean, before: number) => {
    const after = availableOf(books, ORG, currency);
    if (moved && after < 0) throw new Error(`available ${currency} went below zero through a payout or exchange: ${before} → ${after}`);
  };

  for (const c of commands) {
    stats.steps += 1;
    switch (c.kind) {
      case 'pay': {
        const currency = currencies[c.currency];
        addRow('charge', null, c.amount, currency, Math.floor(c.amount / 70) + 1);
        break;
      }
      case 'refund': {
        const list = payments();
        const payment = list.length ? list[c.payment % list.length] : undefined;
        if (!payment) break;
        const left = payment.amount - payment.refundedAmount;
        const amount = Math.min(left, Math.max(1, Math.floor((payment.amount * c.share) / 100)));
        if (left <= 0) break;
        const updated = transactions.upsert({
          ...payment,
          refundedAmount: payment.refundedAmount + amount,
          status: payment.refundedAmount + amount >= payment.amount ? 'refunded' : 'partially-refunded',
        });
        addRow('refund', updated, amount, payment.currency);
        break;
      }
      case 'chargeback': {
        const list = payments();
        const payment = list.length ? list[c.payment % list.length] : undefined;
        if (!payment) break;
        addRow(c.step, payment, payment.amount, payment.currency);
        break;
      }
      case 'advance': {
        clock += c.ms;
        for (const payout of catchUpPayouts(books))
          if (payout.status === 'paid') stats.paid += 1;
          else if (payout.status === 'failed') stats.failed += 1;
        break;
      }
      case 'payout': {
        const currency = currencies[c.currency];
        const user = people[c.user];
        const reference = `ref-${c.user}-${c.reference}`;
        const intent = intents.get(reference) ?? {
          organizationId: ORG,
          currency,
          amount: c.amount,
          description: null,
          method: methodFor(currency, c.failing),
          requester: user,
          reference,
          approvalLimit: 1_000_000,
        };
        const before = availableOf(books, ORG, intent.currency);
        const outcome = requestPayout(books, intent);
        if (outcome.ok && !outcome.replayed) {
          intents.set(reference, intent);
          stats.payouts += 1;
        } else if (outcome.ok) stats.replays += 1;
        else stats.refused += 1;
        availableAfter(intent.currency, outcome.ok && !outcome.replayed, before);
        // The answer was lost: the client asks again with the same reference, and nothing moves again.
        if (c.lostAnswer && outcome.ok) {
          const again = requestPayout(books, intent);
          if (!again.ok || again.value.id !== outcome.value.id) throw new Error('a retry of a lost answer made another payout');
        }
        break;
      }
      case 'retry': {
        const intent = intents.get(`ref-${c.user}-${c.reference}`);
        if (!intent) break;
        const again = requestPayout(books, intent);
        if (!again.ok || !again.replayed) throw new Error(`a retry with a used reference moved money: ${JSON.stringify(again)}`);
        stats.replays += 1;
        break;
      }
      case 'decide': {
        const list = books.payouts.all();
        if (list.length === 0) break;
        const payout = list[c.payout % list.length];
        const user = people[c.user];
        const outcome =
          c.how === 'approve'
            ? approvePayout(books, payout.id, user)
            : c.how === 'reject'
              ? rejectPayout(books, payout.id, user, null)
              : cancelPayout(books, payout.id, user);
        if (outcome.ok && c.how !== 'cancel' && payout.requestedBy === user.userId) throw new Error('a requester decided on their own payout');
        break;
      }
      case 'exchange': {
        if (c.sell === c.buy) break;
        const before = availableOf(books, ORG, currencies[c.sell]);
        const quote = quoteExchange(books, {
          organizationId: ORG,
          userId: 'u1',
          sellCurrency: currencies[c.sell],
          buyCurrency: currencies[c.buy],
          sellAmount: c.amount,
        });
        if (!quote.ok) break;
        clock += c.wait;
        const done = confirmExchange(books, quote.value.id);
        if (done.ok) stats.exchanges += 1;
        else if (done.code === 'quote-expired') {
          stats.expired += 1;
          if (c.wait < 30_000) throw new Error('a quote expired before its 30 s');
        } else if (c.wait >= 30_000) throw new Error(`an expired quote was confirmed: ${done.code}`);
        availableAfter(currencies[c.sell], done.ok, before);
        break;
      }
    }
    check(books, transactions);
  }
  stats.runs += 1;
}

/** The invariants, from the rows on one side and the ledger on the other. */
function check(books: MoneyBooks, transactions: Table<Transaction>) {
  const entries = books.ledger.all();
  const expected = new Map<string, number>();
  const add = (currency: string, amount: number) => expected.set(currency, (expected.get(currency) ?? 0) + amount);
  for (const payment of transactions.filter((t) => !t.parentId)) {
    const related = transactions.filter((t) => t.parentId === payment.id);
    const net = transactionFigures(payment, related)!.netAfterRefundsAndChargebacks;
    const own = entries.filter((e) => e.paymentId === payment.id);
    const posted = own.reduce((sum, e) => sum + e.amount, 0);
    if (posted !== net) throw new Error(`payment ${payment.id}: entries ${posted} ≠ figures ${net}`);
    add(payment.currency, net);
  }
  const references = new Set<string>();
  for (const payout of books.payouts.all()) {
    const key = `${payout.requestedBy} ${payout.requestReference}`;
    if (references.has(key)) throw new Error(`two payouts for ${key}`);
    references.add(key);
    const own = entries.filter((e) => e.sourceId === payout.id);
    const debits = own.filter((e) => e.type === 'payout');
    const reversals = own.filter((e) => e.type === 'payout-reversal');
    const returned = ['failed', 'rejected', 'cancelled'].includes(payout.status);
    if (debits.length !== 1 || reversals.length !== (returned ? 1 : 0))
      throw new Error(`payout ${payout.id} (${payout.status}): ${debits.length} debits, ${reversals.length} reversals`);
    if (payout.statusHistory.filter((step) => step.status === 'paid').length > 1) throw new Error(`payout ${payout.id} paid twice`);
    if (!returned) add(payout.currency, -payout.amount);
  }
  for (const exchange of books.exchanges.filter((e) => e.status === 'completed')) {
    add(exchange.sellCurrency, -exchange.sellAmount);
    add(exchange.buyCurrency, exchange.buyAmount);
  }
  const derived = deriveBalances(entries, new Date(books.now()).toISOString());
  for (const currency of new Set([...expected.keys(), ...derived.keys()])) {
    const buckets = derived.get(currency) ?? { available: 0, pending: 0, reserved: 0, total: 0 };
    const sum = entries.filter((e) => e.currency === currency).reduce((total, e) => total + e.amount, 0);
    if (sum !== (expected.get(currency) ?? 0)) throw new Error(`${currency}: ledger ${sum} ≠ rows ${expected.get(currency)}`);
    if (buckets.available + buckets.pending + buckets.reserved !== sum || buckets.total !== sum)
      throw new Error(`${currency}: buckets do not add up to ${sum}`);
  }
}

describe('the ledger under random money sequences', () => {
  it(`balances, counts nothing twice, pays no payout twice, never overdraws through a payout (${RUNS} sequences)`, () => {
    const started = Date.now();
    // Some money first, settled (2 days), so that payouts and exchanges have something to take; then anything.
    const opening = fc.array(fc.record({ kind: fc.constant('pay' as const), currency: fc.nat(2), amount: fc.integer({ min: 100_000, max: 5_000_000 }) }), {
      minLength: 1,
      maxLength: 6,
    });
    const sequence = fc
      .tuple(opening, fc.array(command, { minLength: 5, maxLength: 60, size: 'max' }))
      .map(([first, rest]): Command[] => [...first, { kind: 'advance', ms: 3 * DAY }, ...rest]);
    fc.assert(fc.property(sequence, run), { numRuns: RUNS });
    if (REPORT) {
      console.log(
        `ledger sequences: ${stats.runs} runs, ${stats.steps} steps, ${stats.payouts} payouts (${stats.paid} paid, ${stats.failed} failed at the bank, ` +
          `${stats.refused} refused, ${stats.replays} retries answered without moving money), ${stats.exchanges} exchanges, ${stats.expired} expired quotes ` +
          `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  }, 120_000);
});
