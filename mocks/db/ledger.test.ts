import { transactionFigures } from '@/lib/contract/transaction-figures';
import { bucketOf, deriveBalances, post, trendSeries, type LedgerEntry } from './ledger';
import { paymentPostings, reserveShare } from './ledger-postings';
import { defaultReserveTerms } from './money-seed';
import type { Currency, Transaction, TransactionStatus, TransactionType } from './schema';
import { Table } from './table';

const DAY = 86_400_000;
const T0 = Date.parse('2026-03-02T10:00:00.000Z');
const at = (days: number) => new Date(T0 + days * DAY).toISOString();

let counter = 0;
function row(
  type: TransactionType,
  status: TransactionStatus,
  amount: number,
  currency: Currency,
  days: number,
  extra: Partial<Transaction> = {},
): Transaction {
  counter += 1;
  return {
    id: `trx_t${counter}`,
    projectId: 'res_prj_t',
    type,
    status,
    amount,
    currency,
    refundedAmount: 0,
    capturedAmount: 0,
    cancelledAmount: 0,
    fee: 0,
    paymentMethod: 'card',
    card: null,
    customer: { name: '', email: '' },
    referenceId: '',
    riskScore: 0,
    country: 'DE',
    description: null,
    paymentLinkId: null,
    createdAt: at(days),
    settledAt: null,
    statusHistory: [{ status, at: at(days) }],
    ...extra,
  };
}

const sum = (entries: readonly LedgerEntry[]) => entries.reduce((total, entry) => total + entry.amount, 0);

describe('postings of a payment, per exponent', () => {
  it.each([
    ['JPY', 12_500, 178, 1_250],
    ['EUR', 12_345, 197, 1_234],
    ['KWD', 45_257, 883, 4_525],
  ] as const)('%s: credit, fee, a 10 %% reserve rounded down to the minor unit, held and released', (currency, amount, fee, share) => {
    const payment = row('charge', 'successful', amount, currency, 0, { fee });
    const entries = paymentPostings(payment, [], defaultReserveTerms);
    expect(entries.map((e) => [e.type, e.amount])).toEqual([
      ['payment', amount],
      ['fee', -fee],
      ['reserve-hold', -share],
      ['reserve-release', share],
    ]);
    expect(reserveShare(amount, defaultReserveTerms)).toBe(share);
    expect(sum(entries)).toBe(amount - fee);
    // Pending for the settlement delay, then available; the share reserved for 90 days after that.
    expect(deriveBalances(entries, at(1)).get(currency)).toEqual({ available: 0, pending: amount - fee - share, reserved: share, total: amount - fee });
    expect(deriveBalances(entries, at(2)).get(currency)).toEqual({ available: amount - fee - share, pending: 0, reserved: share, total: amount - fee });
    expect(deriveBalances(entries, at(92)).get(currency)).toEqual({ available: amount - fee, pending: 0, reserved: 0, total: amount - fee });
  });

  it('sums to the figures: refunds and a dispute lost, won back, and charged again', () => {
    const payment = row('charge', 'chargebacked', 20_000, 'EUR', 0, { fee: 305 });
    const related = [
      row('refund', 'successful', 5_000, 'EUR', 1, { parentId: payment.id }),
      row('refund', 'cancelled', 1_000, 'EUR', 1.5, { parentId: payment.id }),
      row('chargeback', 'successful', 15_000, 'EUR', 3, { parentId: payment.id }),
      row('chargeback-refund', 'successful', 15_000, 'EUR', 5, { parentId: payment.id }),
      row('second-chargeback', 'successful', 15_000, 'EUR', 8, { parentId: payment.id }),
      row('second-chargeback-capture', 'successful', 15_000, 'EUR', 10, { parentId: payment.id }),
    ];
    const entries = paymentPostings(payment, related, defaultReserveTerms);
    expect(entries.filter((e) => e.sourceType === 'chargeback').map((e) => [e.type, e.amount])).toEqual([
      ['chargeback', -15_000],
      ['chargeback-reversal', 15_000],
      ['chargeback', -15_000],
    ]);
    expect(sum(entries)).toBe(transactionFigures(payment, related)!.netAfterRefundsAndChargebacks);
  });

  it('an authorization is credited by its captures; nothing for a payment that never came in', () => {
    const authorization = row('charge-authorize', 'partially-paid', 8_000, 'EUR', 0, { fee: 137 });
    const capture = row('charge-capture', 'successful', 5_000, 'EUR', 1, { parentId: authorization.id });
    const entries = paymentPostings(authorization, [capture], null);
    expect(entries.map((e) => [e.type, e.amount, e.sourceId])).toEqual([
      ['payment', 5_000, capture.id],
      ['fee', -137, authorization.id],
    ]);
    expect(paymentPostings(row('charge-authorize', 'authorized', 8_000, 'EUR', 0, { fee: 137 }), [], null)).toEqual([]);
    expect(paymentPostings(row('charge', 'failed', 8_000, 'EUR', 0), [], null)).toEqual([]);
    expect(paymentPostings(row('charge', 'pending', 8_000, 'EUR', 0, { fee: 137 }), [], null)).toEqual([]);
  });

  it('a refund returned by the bank after it was debited is reversed; never posted twice', () => {
    const payment = row('charge', 'partially-refunded', 10_000, 'EUR', 0);
    const refund = row('refund', 'successful', 4_000, 'EUR', 1, { parentId: payment.id });
    const ledger = new Table<LedgerEntry>(() => []);
    for (const entry of paymentPostings(payment, [refund], null)) post(ledger, entry);
    const returned = { ...refund, status: 'cancelled' as const, statusHistory: [...refund.statusHistory, { status: 'cancelled' as const, at: at(4) }] };
    const again = paymentPostings(payment, [returned], null, (id) => ledger.get(id));
    expect(again.map((e) => e.type)).toEqual(['payment', 'refund', 'refund-reversal']);
    const written = again.filter((entry) => post(ledger, entry)).map((e) => e.type);
    expect(written).toEqual(['refund-reversal']);
    expect(again.filter((entry) => post(ledger, entry))).toEqual([]);
    expect(sum(ledger.all())).toBe(10_000);
  });
});

describe('buckets and the trend', () => {
  const entries: LedgerEntry[] = [
    ...paymentPostings(row('charge', 'successful', 10_000, 'EUR', 0, { fee: 165 }), [], defaultReserveTerms),
    ...paymentPostings(row('charge', 'successful', 5_000, 'JPY', 1, { fee: 95 }), [], defaultReserveTerms),
  ];

  it('the release is reserved until its date; other entries pending until theirs', () => {
    const release = entries.find((e) => e.type === 'reserve-release')!;
    expect(bucketOf(release, at(1))).toBe('reserved');
    expect(bucketOf(release, release.availableOn)).toBe('available');
    expect(bucketOf(entries[0], at(1))).toBe('pending');
  });

  it('closes each day with the buckets at its last millisecond', () => {
    const series = trendSeries(entries, '2026-03-01', '2026-06-30');
    expect(series).toHaveLength(2 * 122);
    for (const point of series) {
      const derived = deriveBalances(entries, `${point.date}T23:59:59.999Z`).get(point.currency) ?? { available: 0, pending: 0, reserved: 0 };
      expect([point.available, point.pending, point.reserved]).toEqual([derived.available, derived.pending, derived.reserved]);
    }
    expect(series.filter((point) => point.currency === 'EUR').at(0)).toMatchObject({ date: '2026-03-01', available: 0, pending: 0, reserved: 0 });
  });
});
