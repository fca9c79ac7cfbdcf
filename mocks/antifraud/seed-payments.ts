/**
 * Northwind Shop's payments that went through its rules before today (stable ids: tests,
 * docs/api/antifraud.md and mocks/README.md name them), appended to the transactions seed by
 * `generateTransactions`, and the reviews they opened:
 *
 * - eight authorizations held by "Large EUR payments from new cards", reviews `rvw_nw_open_1` … `_8`
 *   still open (the oldest four days old, the newest two hours before midnight);
 * - three reviews closed: `rvw_nw_approved` (captured), `rvw_nw_fraud` (released, its card put on
 *   `@blocked_cards`), `rvw_nw_cancelled` (released);
 * - three payments blocked by "High risk score" and one by the blocked-cards rule (the fraud card again);
 * - a card-testing burst: eight small payments of one card within 35 minutes, the last two matched by
 *   "Card testing" in shadow (they went through).
 *
 * Pure (dated from today's UTC midnight): no table is read, so the transactions seed may call it.
 */
import type { ConditionTrace } from '@/lib/antifraud-rules/types';
import type { CardBrand, Currency, PaymentAntifraud, Transaction, TransactionStatus } from '../db/schema';
import { binOfBrand, cardFingerprint, ipIn } from './identity';
import type { AntifraudReview } from './model';
import { reasonOf } from './reason';
import { riskLevelOf, riskScoreOf, riskSignals } from './risk';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SHOP = 'res_prj_northwind_shop';
export const NORTHWIND = 'res_org_northwind';

/** Northwind's own rules (besides the built-ins), with their conditions. */
export const northwindRules = {
  largeEurNewCards: {
    id: 'afr_nw_large_eur_new_cards',
    name: 'Large EUR payments from new cards',
    action: 'review',
    mode: 'enabled',
    source: ':amount: > EUR 500.00 and :payments_per_card_24h: = 0',
  },
  highRiskScore: { id: 'afr_nw_high_risk_score', name: 'High risk score', action: 'block', mode: 'enabled', source: ':risk_score: >= 85' },
  cardTesting: { id: 'afr_nw_card_testing', name: 'Card testing', action: 'block', mode: 'shadow', source: ':payments_per_card_1h: > 5' },
  threeDsElevated: {
    id: 'afr_nw_3ds_elevated',
    name: '3-D Secure for elevated risk',
    action: 'request-3ds',
    mode: 'enabled',
    source: ":risk_level: = 'elevated'",
  },
} as const;

/** The built-in rule of Northwind's blocked cards (model.ts names every default list's). */
export const NW_BLOCKED_CARDS_RULE = { id: 'afr_nw_blocked_cards', name: 'Blocked cards', source: ':card_fingerprint: in @blocked_cards' } as const;

/** The trace of a condition that is part of `source` (its offsets found in the text). */
function condition(source: string, text: string, value: string | number | null, holds = true): ConditionTrace {
  const from = source.indexOf(text);
  if (from < 0) throw new Error(`[sandbox] ${text} is not in ${source}`);
  return { from, to: from + text.length, text, value, holds };
}

interface Payer {
  name: string;
  email: string;
  country: string;
  ipCountry: string;
  card: { brand: CardBrand; last4: string; expMonth: number; expYear: number };
}

interface PaymentSeed {
  id: string;
  at: number;
  amount: number;
  currency: Currency;
  payer: Payer;
  status: TransactionStatus;
  type?: Transaction['type'];
  antifraud: PaymentAntifraud;
  /** Earlier payments of the card in the last hour (a burst), for the score's signals. */
  cardVelocity?: number;
  bin?: string;
}

const person = (first: string, last: string, country: string, ipCountry: string, brand: CardBrand, last4: string, year: number): Payer => ({
  name: `${first} ${last}`,
  email: `${first}.${last}@example.com`.toLowerCase(),
  country,
  ipCountry,
  card: { brand, last4, expMonth: 1 + (Number(last4) % 12), expYear: year },
});

function payment(seed: PaymentSeed, fee: (amount: number, currency: Currency) => number): Transaction {
  const createdAt = new Date(seed.at).toISOString();
  const { payer } = seed;
  const bin = seed.bin ?? binOfBrand[payer.card.brand];
  const ip = ipIn(payer.ipCountry, seed.id);
  const signals = riskSignals({
    cardCountry: payer.country,
    ipCountry: ip.country,
    cardBin: bin,
    amountInEur: seed.currency === 'EUR' ? seed.amount : 0,
    paymentsPerCard1h: seed.cardVelocity ?? 0,
    emailSeenBefore: (seed.cardVelocity ?? 0) > 0,
  });
  const score = riskScoreOf(signals);
  const type = seed.type ?? (seed.status === 'authorized' || seed.antifraud.decision?.action === 'review' ? 'charge-authorize' : 'charge');
  return {
    id: seed.id,
    projectId: SHOP,
    type,
    status: seed.status,
    amount: seed.amount,
    currency: seed.currency,
    refundedAmount: 0,
    capturedAmount: 0,
    cancelledAmount: 0,
    fee: seed.status === 'failed' ? 0 : fee(seed.amount, seed.currency),
    paymentMethod: 'card',
    card: { ...payer.card, country: payer.country, fingerprint: cardFingerprint(payer.card, payer.email), bin },
    customer: { name: payer.name, email: payer.email },
    referenceId: `ORD-AF-${seed.id.slice(-6).toUpperCase()}`,
    riskScore: score,
    country: payer.country,
    description: 'Order',
    paymentLinkId: null,
    createdAt,
    settledAt: null,
    statusHistory: [
      { status: 'created', at: createdAt },
      { status: seed.status, at: createdAt },
    ],
    ip,
    customerId: null,
    riskLevel: riskLevelOf(score),
    riskSignals: signals,
    antifraud: seed.antifraud,
  };
}

/** A released (cancelled) or captured authorization, with the child that did it. */
function settleAuthorization(parent: Transaction, how: 'capture' | 'cancel', at: number): Transaction[] {
  const createdAt = new Date(at).toISOString();
  const child: Transaction = {
    ...parent,
    id: `${parent.id}_${how}`,
    type: how === 'capture' ? 'charge-capture' : 'charge-cancel',
    status: 'successful',
    fee: 0,
    description: null,
    createdAt,
    settledAt: how === 'capture' ? createdAt : null,
    statusHistory: [
      { status: 'pending', at: createdAt },
      { status: 'successful', at: createdAt },
    ],
    parentId: parent.id,
    antifraud: null,
    riskSignals: [],
  };
  const status: TransactionStatus = how === 'capture' ? 'paid' : 'cancelled';
  const settled: Transaction = {
    ...parent,
    status,
    ...(how === 'capture' ? { capturedAmount: parent.amount, settledAt: createdAt } : { cancelledAmount: parent.amount }),
    statusHistory: [...parent.statusHistory, { status, at: createdAt }],
  };
  return [settled, child];
}

export interface SeededAntifraudPayments {
  transactions: Transaction[];
  reviews: AntifraudReview[];
  /** The card refunded as fraud: on `@blocked_cards`. */
  fraudCard: { fingerprint: string; reviewId: string; at: string };
}

const reviewRule = northwindRules.largeEurNewCards;
const reviewTrace = (amount: number): ConditionTrace[] => [
  condition(reviewRule.source, ':amount: > EUR 500.00', amount),
  condition(reviewRule.source, ':payments_per_card_24h: = 0', 0),
];
const reviewDecision = (amount: number): PaymentAntifraud => ({
  decision: { action: 'review', ruleId: reviewRule.id, ruleName: reviewRule.name },
  matches: [{ ruleId: reviewRule.id, ruleName: reviewRule.name, action: 'review', mode: 'enabled', trace: reviewTrace(amount) }],
});

export function seededAntifraudPayments(dayStart: number, fee: (amount: number, currency: Currency) => number): SeededAntifraudPayments {
  const year = new Date(dayStart).getUTCFullYear() + 2;
  const transactions: Transaction[] = [];
  const reviews: AntifraudReview[] = [];
  const review = (
    id: string,
    t: Transaction,
    status: AntifraudReview['status'],
    closed: { at: number; by: { name: string; email: string } } | null,
  ): AntifraudReview => ({
    id,
    merchantId: NORTHWIND,
    projectId: SHOP,
    transactionId: t.id,
    amount: t.amount,
    currency: t.currency,
    ruleId: reviewRule.id,
    ruleName: reviewRule.name,
    reason: reasonOf(reviewTrace(t.amount), t.currency),
    status,
    openedAt: t.createdAt,
    closedAt: closed ? new Date(closed.at).toISOString() : null,
    closedBy: closed?.by ?? null,
    closedWith: null,
  });

  // Open reviews: large EUR payments from cards never seen, held as authorizations.
  const open: [number, number, Payer][] = [
    [4 * DAY - 3 * HOUR, 81_200, person('Marta', 'Lindqvist', 'SE', 'SE', 'visa', '1881', year)],
    [3 * DAY - 5 * HOUR, 129_900, person('Kofi', 'Mensah', 'GB', 'NG', 'mastercard', '7302', year)],
    [3 * DAY - 9 * HOUR, 55_000, person('Lena', 'Vogel', 'DE', 'DE', 'visa', '4410', year)],
    [2 * DAY - 2 * HOUR, 240_000, person('Pavel', 'Orlov', 'PL', 'DE', 'visa', '9077', year)],
    [2 * DAY - 11 * HOUR, 67_450, person('Claire', 'Morel', 'FR', 'FR', 'amex', '3005', year)],
    [DAY - 4 * HOUR, 98_000, person('Daan', 'Bakker', 'NL', 'US', 'mastercard', '6120', year)],
    [DAY - 13 * HOUR, 52_500, person('Giulia', 'Ferri', 'IT', 'IT', 'visa', '2284', year)],
    [2 * HOUR, 150_000, person('Omar', 'Haddad', 'KW', 'VN', 'mastercard', '5531', year)],
  ];
  open.forEach(([ago, amount, payer], i) => {
    const t = payment(
      { id: `trx_af_nw_review_${i + 1}`, at: dayStart - ago, amount, currency: 'EUR', payer, status: 'authorized', antifraud: reviewDecision(amount) },
      fee,
    );
    transactions.push(t);
    reviews.push(review(`rvw_nw_open_${i + 1}`, t, 'open', null));
  });

  // Closed reviews: approved (captured), refunded as fraud (released; its card blocked), cancelled (released).
  const ada = { name: 'Ada Admin', email: 'admin@sandbox.test' };
  const rita = { name: 'Rita Risk', email: 'risk@sandbox.test' };
  const closed: [string, number, number, Payer, AntifraudReview['status'], 'capture' | 'cancel', number, { name: string; email: string }][] = [
    ['approved', 6 * DAY, 70_000, person('Hana', 'Sato', 'JP', 'JP', 'jcb', '0777', year), 'approved', 'capture', 5 * DAY, ada],
    ['fraud', 5 * DAY + 6 * HOUR, 199_000, person('Victor', 'Kane', 'US', 'NG', 'visa', '0013', year), 'refunded-as-fraud', 'cancel', 5 * DAY, rita],
    ['cancelled', 3 * DAY + 2 * HOUR, 61_000, person('Ines', 'Silva', 'ES', 'ES', 'mastercard', '8841', year), 'cancelled', 'cancel', 2 * DAY, rita],
  ];
  let fraudCard: SeededAntifraudPayments['fraudCard'] | null = null;
  for (const [name, ago, amount, payer, status, how, closedAgo, by] of closed) {
    const held = payment(
      { id: `trx_af_nw_review_${name}`, at: dayStart - ago, amount, currency: 'EUR', payer, status: 'authorized', antifraud: reviewDecision(amount) },
      fee,
    );
    const closedAt = dayStart - closedAgo;
    const [settled, child] = settleAuthorization(held, how, closedAt);
    transactions.push(settled, child);
    reviews.push(review(`rvw_nw_${name}`, held, status, { at: closedAt, by }));
    if (status === 'refunded-as-fraud') fraudCard = { fingerprint: held.card!.fingerprint!, reviewId: `rvw_nw_${name}`, at: new Date(closedAt).toISOString() };
  }

  // Blocked by "High risk score": risky address, another country than the card's, a prepaid card, a large amount.
  const high = northwindRules.highRiskScore;
  [
    [12 * DAY, 88_000, person('Ivan', 'Petrov', 'DE', 'RU', 'visa', '6601', year)],
    [8 * DAY + 3 * HOUR, 65_500, person('Ada', 'Obi', 'GB', 'NG', 'mastercard', '1420', year)],
    [1 * DAY + 6 * HOUR, 230_000, person('Minh', 'Tran', 'FR', 'VN', 'visa', '3390', year)],
  ].forEach(([ago, amount, payer], i) => {
    const seed: PaymentSeed = {
      id: `trx_af_nw_blocked_${i + 1}`,
      at: dayStart - (ago as number),
      amount: amount as number,
      currency: 'EUR',
      payer: payer as Payer,
      status: 'failed',
      bin: i % 2 === 0 ? '438857' : '520082',
      antifraud: { decision: null, matches: [] },
    };
    const t = payment(seed, fee);
    const trace = [condition(high.source, high.source, t.riskScore)];
    transactions.push({
      ...t,
      antifraud: {
        decision: { action: 'block', ruleId: high.id, ruleName: high.name },
        matches: [{ ruleId: high.id, ruleName: high.name, action: 'block', mode: 'enabled', trace }],
      },
    });
  });

  // The fraud card tried again the day after its review: blocked by the blocked-cards rule.
  const fraudPayer = closed[1][3];
  const again = payment(
    {
      id: 'trx_af_nw_blocked_card',
      at: dayStart - 4 * DAY + 7 * HOUR,
      amount: 149_000,
      currency: 'EUR',
      payer: fraudPayer,
      status: 'failed',
      antifraud: { decision: null, matches: [] },
    },
    fee,
  );
  const blockedTrace = [condition(NW_BLOCKED_CARDS_RULE.source, NW_BLOCKED_CARDS_RULE.source, again.card!.fingerprint!)];
  transactions.push({
    ...again,
    antifraud: {
      decision: { action: 'block', ruleId: NW_BLOCKED_CARDS_RULE.id, ruleName: NW_BLOCKED_CARDS_RULE.name },
      matches: [{ ruleId: NW_BLOCKED_CARDS_RULE.id, ruleName: NW_BLOCKED_CARDS_RULE.name, action: 'block', mode: 'enabled', trace: blockedTrace }],
    },
  });

  // Card testing: eight small payments of one card within 35 minutes; the 7th and 8th had more than five before them.
  const tester = person('Test', 'Burst', 'US', 'US', 'visa', '0101', year);
  const testing = northwindRules.cardTesting;
  const burstStart = dayStart - 9 * DAY + 2 * HOUR;
  for (let i = 0; i < 8; i += 1) {
    const matched = i > 5;
    const trace = [condition(testing.source, testing.source, i)];
    transactions.push(
      payment(
        {
          id: `trx_af_nw_burst_${i + 1}`,
          at: burstStart + i * 5 * MINUTE,
          amount: 100 + i * 7,
          currency: 'EUR',
          payer: tester,
          status: 'successful',
          cardVelocity: i,
          antifraud: {
            decision: null,
            matches: matched ? [{ ruleId: testing.id, ruleName: testing.name, action: 'block', mode: 'shadow', trace }] : [],
          },
        },
        fee,
      ),
    );
  }
  return { transactions, reviews, fraudCard: fraudCard! };
}
