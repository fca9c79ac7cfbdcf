import { ledgerQuery } from './balances-api';

describe('the ledger list request', () => {
  it('asks equality in `filter` and the creation period as gte/lte `filters`', () => {
    expect(
      ledgerQuery({ currency: 'EUR', bucket: 'pending', type: 'fee', createdAt: { gte: '2026-11-01T00:00:00.000Z', lte: '2026-11-20T23:59:59.999Z' } }),
    ).toEqual({
      filter: { currency: 'EUR', bucket: 'pending', type: 'fee' },
      filters: [
        { field: 'createdAt', operator: 'gte', value: '2026-11-01T00:00:00.000Z' },
        { field: 'createdAt', operator: 'lte', value: '2026-11-20T23:59:59.999Z' },
      ],
    });
    expect(ledgerQuery({ currency: 'JPY' })).toEqual({ filter: { currency: 'JPY' } });
  });
});
