import { toMajorText } from '@/lib/money';
import { chargebackHeld, transactionFigures, type FigureRow } from './transaction-figures';

let clock = 0;
/** A related row, created after the ones before it. */
const row = (id: string, type: string, amount: number, parentId: string | null, status = 'successful', fee = 0): FigureRow => ({
  id,
  type,
  status,
  amount,
  fee,
  parentId,
  createdAt: new Date(Date.UTC(2026, 0, 1) + (clock += 60_000)).toISOString(),
});

// The same payments in a currency of each ISO 4217 exponent: the figures are integer sums of minor units.
const currencies = [
  { currency: 'JPY', amount: 12_500, fee: 178, refund: 2_550, net: '12322', after: '9772' },
  { currency: 'EUR', amount: 12_000, fee: 193, refund: 2_550, net: '118.07', after: '92.57' },
  { currency: 'KWD', amount: 45_250, fee: 883, refund: 2_550, net: '44.367', after: '41.817' },
] as const;

describe.each(currencies)('transaction figures in $currency', ({ currency, amount, fee, refund, net, after }) => {
  const sale = (status = 'successful') => row('trx_sale', 'charge', amount, null, status, fee);

  it('a direct sale: net of fees, and no capture', () => {
    const figures = transactionFigures(sale(), [])!;
    expect(figures).toMatchObject({ kind: 'sale', received: amount, captured: 0, refunded: 0, chargebacks: 0, fees: fee, netOfFees: amount - fee });
    expect(toMajorText(figures.netOfFees, currency)).toBe(net);
    expect(figures.netAfterRefundsAndChargebacks).toBe(figures.netOfFees);
  });

  it('after a refund, the net after refunds falls by the refund; the net of fees stays', () => {
    const figures = transactionFigures(sale('partially-refunded'), [row('trx_rf1', 'refund', refund, 'trx_sale', 'pending')])!;
    expect(figures.refunded).toBe(refund);
    expect(toMajorText(figures.netOfFees, currency)).toBe(net);
    expect(toMajorText(figures.netAfterRefundsAndChargebacks, currency)).toBe(after);
    expect(figures.netAfterRefundsAndChargebacks).toBe(amount - fee - refund);
  });

  it('after partial refunds (one reversed): only the refunds that stand count', () => {
    const first = Math.floor(amount / 4);
    const second = Math.floor(amount / 3);
    const reversed = row('trx_rf3', 'refund', 7, 'trx_sale', 'cancelled');
    const related = [
      row('trx_rf1', 'refund', first, 'trx_sale'),
      row('trx_rf2', 'refund', second, 'trx_sale', 'pending'),
      reversed,
      row('trx_rr', 'refund-reversal', 7, reversed.id),
      row('trx_other', 'refund', 999, 'trx_someone_else'),
    ];
    const figures = transactionFigures(sale('partially-refunded'), related)!;
    expect(figures.refunded).toBe(first + second);
    expect(figures.netAfterRefundsAndChargebacks).toBe(amount - fee - first - second);
    // Fully refunded: the merchant keeps minus the fee.
    const full = transactionFigures(sale('refunded'), [row('trx_all', 'refund', amount, 'trx_sale')])!;
    expect(full.netAfterRefundsAndChargebacks).toBe(-fee);
  });

  it('an authorization: what was captured came in, what was released did not; refunds of a capture count', () => {
    const authorization = row('trx_auth', 'charge-authorize', amount, null, 'authorized', fee);
    expect(transactionFigures(authorization, [])).toMatchObject({ kind: 'authorization', received: 0, captured: 0, released: 0, netOfFees: -fee });

    const part = Math.floor(amount / 2);
    const capture = row('trx_cp', 'charge-capture', part, 'trx_auth', 'pending');
    const captured = transactionFigures({ ...authorization, status: 'partially-paid' }, [capture])!;
    expect(captured).toMatchObject({ received: part, captured: part, released: 0, netOfFees: part - fee, netAfterRefundsAndChargebacks: part - fee });

    const cancel = row('trx_cn', 'charge-cancel', amount - part, 'trx_auth');
    const refundOfCapture = row('trx_cp_rf', 'refund', 3, capture.id);
    const paid = transactionFigures({ ...authorization, status: 'paid' }, [capture, cancel, refundOfCapture])!;
    expect(paid).toMatchObject({ captured: part, released: amount - part, received: part, refunded: 3, netOfFees: part - fee });
    expect(paid.netAfterRefundsAndChargebacks).toBe(part - fee - 3);
  });

  it('a chargeback takes the amount back; a chargeback refund returns it', () => {
    const chargeback = row('trx_cb', 'chargeback', amount, 'trx_sale');
    const taken = transactionFigures(sale('chargebacked'), [chargeback])!;
    expect(taken.chargebacks).toBe(amount);
    expect(taken.netOfFees).toBe(amount - fee);
    expect(taken.netAfterRefundsAndChargebacks).toBe(-fee);
    const returned = transactionFigures(sale('chargebacked'), [chargeback, row('trx_cbr', 'chargeback-refund', amount, 'trx_sale')])!;
    expect(returned.chargebacks).toBe(0);
    expect(returned.netAfterRefundsAndChargebacks).toBe(amount - fee);
  });
});

describe('transaction figures: rules', () => {
  it('a sale that has not gone through brought nothing in', () => {
    for (const status of ['pending', 'created', 'failed', 'cancelled', 'expired']) {
      expect(transactionFigures(row('t', 'charge', 5000, null, status, 0), [])?.received).toBe(0);
    }
    for (const status of ['successful', 'paid', 'completed', 'refund-pending', 'disputed']) {
      expect(transactionFigures(row('t', 'charge', 5000, null, status, 0), [])?.received).toBe(5000);
    }
  });

  it('has no figures for a refund, a chargeback, a transfer or a card verification', () => {
    for (const type of ['refund', 'chargeback', 'transfer', 'verify', 'refund-reversal']) expect(transactionFigures(row('t', type, 100, null), [])).toBeNull();
  });

  it('follows a dispute to its end: a second chargeback takes the money again, its refund gives it back', () => {
    const chain = (...types: string[]) => chargebackHeld(types.map((type, index) => row(`c${index}`, type, 1000, 'p')));
    expect(chain('chargeback')).toBe(1000);
    expect(chain('rapid-dispute')).toBe(1000);
    expect(chain('chargeback', 'second-chargeback')).toBe(1000);
    expect(chain('chargeback', 'second-chargeback', 'second-chargeback-capture')).toBe(1000);
    expect(chain('chargeback', 'second-chargeback', 'second-chargeback-refund')).toBe(0);
    expect(chain('chargeback', 'chargeback-refund', 'second-chargeback')).toBe(1000);
    expect(chain('chargeback', 'chargeback-refund')).toBe(0);
  });

  it('adds the fees of related transactions (a chargeback fee) to the payment’s own', () => {
    const figures = transactionFigures(row('p', 'charge', 10_000, null, 'chargebacked', 150), [row('cb', 'chargeback', 10_000, 'p', 'successful', 1_500)])!;
    expect(figures.fees).toBe(1_650);
    expect(figures.netAfterRefundsAndChargebacks).toBe(10_000 - 1_650 - 10_000);
  });
});
