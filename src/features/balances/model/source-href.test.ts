import { sourceHref } from './source-href';

const entry = (sourceType: Parameters<typeof sourceHref>[0]['sourceType'], sourceId: string, disputeId: string | null = null) => ({
  sourceType,
  sourceId,
  disputeId,
  currency: 'EUR',
});

describe('where a ledger entry leads', () => {
  it('payments and refunds to their transaction, a chargeback to its dispute (else its transaction), payouts and settlements to theirs', () => {
    expect(sourceHref(entry('payment', 'trx_1'))).toBe('/transactions/trx_1');
    expect(sourceHref(entry('refund', 'trx_2'))).toBe('/transactions/trx_2');
    expect(sourceHref(entry('chargeback', 'trx_3', 'dsp_9'))).toBe('/disputes/dsp_9');
    expect(sourceHref(entry('chargeback', 'trx_3'))).toBe('/transactions/trx_3');
    expect(sourceHref(entry('payout', 'po_1'))).toBe('/payouts/po_1');
    expect(sourceHref(entry('settlement', 'st_1'))).toBe('/settlement/st_1');
  });

  it('an exchange to the account in its currency, when the page knows the organization; else nowhere', () => {
    expect(sourceHref(entry('exchange', 'fx_1'), (currency) => `/accounts/acc_org_${currency}`)).toBe('/accounts/acc_org_EUR');
    expect(sourceHref(entry('exchange', 'fx_1'))).toBeNull();
  });
});
