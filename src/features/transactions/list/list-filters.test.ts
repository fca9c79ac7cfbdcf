import { presetDays } from './date-presets';
import { readFilters, toServerFilter, writeFilters } from './list-filters';

const NOW = Date.parse('2026-03-15T20:30:00Z'); // already 16 March in Tokyo

describe('transactions list filters', () => {
  it('round-trips through the URL, keeping presets by name and other parameters as they are', () => {
    const params = new URLSearchParams(
      'created=last-7-days&settled.from=2026-01-01&status=paid&status=failed&amount.min=12,50&last4=12&q=trx&sort=amount&page=3',
    );
    const filters = readFilters(params);
    expect(filters).toEqual({ created: { preset: 'last-7-days' }, settled: { from: '2026-01-01' }, status: ['paid', 'failed'], amount: { min: '12.50' } });
    expect(writeFilters(params, filters).toString()).toBe(
      'q=trx&sort=amount&created=last-7-days&settled.from=2026-01-01&status=paid&status=failed&amount.min=12.50',
    );
  });

  it('reads amounts typed in any digits and drops what is ambiguous, too large or not a currency', () => {
    const read = (query: string) => readFilters(new URLSearchParams(query));
    expect(read('amount.min=%D9%A1%D9%AC%D9%A2%D9%A3%D9%A4%D9%AB%D9%A5&amount.max=1.234,5')).toEqual({ amount: { min: '1234.5', max: '1234.5' } });
    expect(read('amount.min=1,250&amount.max=1000000000000')).toEqual({});
    expect(read('amount.min=1.250&currency=EUR&currency=XYZ&currency=eur')).toEqual({ amount: { min: '1.250' }, currency: ['EUR'] });
  });

  it("resolves presets on the user's wall clock, and days to the instants the server compares", () => {
    expect(presetDays('today', 'Asia/Tokyo', NOW)).toEqual({ from: '2026-03-16', to: '2026-03-16' });
    expect(presetDays('last-7-days', 'UTC', NOW)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetDays('last-month', 'UTC', NOW)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(toServerFilter({ created: { preset: 'today' }, currency: ['JPY'], amount: { max: '5' } }, 'Asia/Tokyo', NOW)).toEqual([
      { field: 'createdAt', operator: 'gte', value: '2026-03-15T15:00:00.000Z' },
      { field: 'createdAt', operator: 'lte', value: '2026-03-16T14:59:59.999Z' },
      { field: 'currency', operator: 'in', value: ['JPY'] },
      { field: 'amount', operator: 'lte', value: '5' },
    ]);
  });

  it('filters by status group: the URL keeps the group, the server gets the statuses it holds', () => {
    const filters = readFilters(new URLSearchParams('statusGroup=succeeded&statusGroup=cancelled&statusGroup=bogus'));
    expect(filters).toEqual({ statusGroup: ['succeeded', 'cancelled'] });
    expect(toServerFilter(filters, 'UTC', NOW)).toEqual([
      { field: 'status', operator: 'in', value: ['paid', 'completed', 'successful', 'expired', 'cancelled'] },
    ]);
    expect(writeFilters(new URLSearchParams(), filters).toString()).toBe('statusGroup=succeeded&statusGroup=cancelled');
  });
});
