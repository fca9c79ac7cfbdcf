import { checkPayoutAmount, draftOf, requestPayoutSpec } from './request-payout';
import { toPayoutFilters } from './payouts-list';

describe('a payout request', () => {
  it('reads the amount as people type it and refuses more than is available now', () => {
    expect(checkPayoutAmount('2 500,00', 'EUR', 300_000, 'en')).toBeNull();
    expect(checkPayoutAmount('3000.01', 'EUR', 300_000, 'en')).toMatchObject({
      key: 'payouts:request.exceedsAvailableNow',
      values: { available: expect.stringMatching(/^EUR\s3,000\.00$/) },
    });
    expect(checkPayoutAmount('1,234', 'EUR', null, 'en')).toEqual({ key: 'errors:money.separators' });
    expect(checkPayoutAmount('0', 'EUR', null, 'en')).toEqual({ key: 'errors:money.zero' });
    expect(checkPayoutAmount('12.5', 'JPY', null, 'en')).toEqual({ key: 'errors:money.noDecimals', values: { currency: 'JPY' } });
  });

  it('stores exactly what was confirmed, never a code, and reads it back for "Check again"', () => {
    const draft = { resourceId: 'res_org_northwind', currency: 'EUR', amount: 250_000, payoutMethod: 'pm_nw_eur', description: ' November ' };
    const spec = requestPayoutSpec(draft);
    expect(spec.request).toEqual({
      endpoint: 'payouts/actions',
      action: 'payouts/create',
      payload: {
        resourceId: 'res_org_northwind',
        data: {
          type: 'payouts',
          attributes: { amount: 250_000, currency: 'EUR', description: 'November' },
          relationships: { payoutMethod: { data: { type: 'payout-methods', id: 'pm_nw_eur' } } },
        },
      },
    });
    expect(spec.summary).toEqual({ kind: 'payout', amount: 250_000, currency: 'EUR' });
    expect((requestPayoutSpec({ ...draft, description: '' }).request.payload as { data: { attributes: object } }).data.attributes).toEqual({
      amount: 250_000,
      currency: 'EUR',
    });
    expect(draftOf(spec.request)).toEqual({ ...draft, description: 'November' });
  });

  it('filters the list by statuses, currency and the user’s days', () => {
    expect(
      toPayoutFilters({ status: ['awaiting-approval', 'approved'], currency: 'EUR', created: { from: '2026-11-01', to: '2026-11-02' } }, 'Europe/Riga'),
    ).toEqual([
      { field: 'status', operator: 'in', value: ['awaiting-approval', 'approved'] },
      { field: 'currency', operator: 'eq', value: 'EUR' },
      { field: 'createdAt', operator: 'gte', value: '2026-10-31T22:00:00.000Z' },
      { field: 'createdAt', operator: 'lte', value: '2026-11-02T21:59:59.999Z' },
    ]);
  });
});
