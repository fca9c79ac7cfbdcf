import { queryClientList } from './client-list';
import { parseListParams, writeListParams } from './list-params';
import type { ListDefinition } from './types';

const definition: ListDefinition = {
  id: 'payments',
  search: { label: 'Search' },
  sortable: ['amount', 'createdAt'],
  defaultSort: { id: 'createdAt', desc: true },
  pageSize: 25,
  filters: [
    { type: 'text', id: 'reference', label: 'Reference' },
    {
      type: 'select',
      id: 'currency',
      label: 'Currency',
      options: [
        { value: 'EUR', label: 'Euro' },
        { value: 'USD', label: 'US dollar' },
      ],
    },
    {
      type: 'multi-select',
      id: 'status',
      label: 'Status',
      options: [
        { value: 'paid', label: 'Paid' },
        { value: 'failed', label: 'Failed' },
        { value: 'refunded', label: 'Refunded' },
      ],
    },
    { type: 'date-range', id: 'created', label: 'Created' },
    { type: 'amount-range', id: 'amount', label: 'Amount' },
  ],
};

const parse = (query: string, def = definition) => parseListParams(def, new URLSearchParams(query));

describe('list params', () => {
  it('reads every kind of filter, the search, the sort and the page', () => {
    const params = parse(
      'q=acme&reference=R-1&currency=EUR&status=refunded&status=paid&created.from=2024-01-01&created.to=2024-01-31&amount.min=10&amount.max=20.5&sort=amount&page=3',
    );
    expect(params).toEqual({
      search: 'acme',
      filters: {
        reference: 'R-1',
        currency: 'EUR',
        status: ['paid', 'refunded'],
        created: { from: '2024-01-01', to: '2024-01-31' },
        amount: { min: '10', max: '20.5' },
      },
      sort: { id: 'amount', desc: false },
      page: 3,
      pageSize: 25,
    });
  });

  it('ignores unknown and malformed parameters instead of failing', () => {
    const params = parse(
      'currency=GBP&status=nope&created.from=2024-02-30&created.to=yesterday&amount.min=-5&amount.max=abc&sort=-secret&page=-2&unknown=1&q=%20%20',
    );
    expect(params).toEqual({ search: '', filters: {}, sort: { id: 'createdAt', desc: true }, page: 1, pageSize: 25 });
    expect(parse('page=1e3').page).toBe(1);
    expect(parse('page=0').page).toBe(1);
    // A reversed range is no range.
    expect(parse('created.from=2024-03-01&created.to=2024-01-01').filters).toEqual({});
    expect(parse('amount.min=30&amount.max=20').filters).toEqual({});
    // Decimals compared exactly, never as floats; typed separators are read.
    expect(parse('amount.min=0.3&amount.max=0.30').filters).toEqual({ amount: { min: '0.3', max: '0.30' } });
    expect(parse('amount.min=1%20250,5').filters).toEqual({ amount: { min: '1250.5' } });
    expect(parse('amount.min=999999999999.999').filters).toEqual({ amount: { min: '999999999999.999' } });
    // Open ranges are fine.
    expect(parse('created.to=2024-01-01&amount.min=0').filters).toEqual({ created: { to: '2024-01-01' }, amount: { min: '0' } });
  });

  it('writes back what it reads, leaves defaults out and keeps parameters that are not its own', () => {
    const query = 'tab=security&q=acme&currency=USD&status=paid&status=failed&created.from=2024-01-01&amount.max=99&sort=-amount&page=2';
    const written = writeListParams(definition, new URLSearchParams(query), parse(query));
    expect(parse(written.toString())).toEqual(parse(query));
    expect(written.get('tab')).toBe('security');

    const reset = writeListParams(definition, written, { search: '', filters: {}, sort: { id: 'createdAt', desc: true }, page: 1 });
    expect(reset.toString()).toBe('tab=security');
  });

  it('prefixes its parameters when asked, so two lists can share a URL', () => {
    const prefixed = { ...definition, paramPrefix: 'p.' };
    expect(parse('p.sort=amount&sort=-amount&p.page=2', prefixed)).toMatchObject({ sort: { id: 'amount', desc: false }, page: 2 });
    const written = writeListParams(prefixed, new URLSearchParams('sort=x'), { ...parse('', prefixed), page: 4 });
    expect(written.toString()).toBe('sort=x&p.page=4');
  });
});

describe('a loaded list queried like a server', () => {
  const items = Array.from({ length: 30 }, (_, i) => ({ id: `p${i}`, name: `Item ${String(i).padStart(2, '0')}`, even: i % 2 === 0 }));
  const spec = {
    searchText: (item: (typeof items)[number]) => item.name,
    filters: { even: (item: (typeof items)[number], value: unknown) => String(item.even) === value },
    compare: { name: (a: (typeof items)[number], b: (typeof items)[number]) => a.name.localeCompare(b.name) },
  };
  const base = { search: '', filters: {}, sort: null, page: 1, pageSize: 10 };

  it('filters, sorts and pages, and counts the matches before paging', () => {
    const page = queryClientList(items, { ...base, filters: { even: 'true' }, sort: { id: 'name', desc: true }, page: 2 }, spec);
    expect(page.total).toBe(15);
    expect(page.rows.map((r) => r.id)).toEqual(['p8', 'p6', 'p4', 'p2', 'p0']);
    expect(queryClientList(items, { ...base, search: 'ITEM 1' }, spec).total).toBe(10);
  });
});

describe('filter chips', () => {
  it("describe every kind of filter in the reader's language", async () => {
    const { createInstance } = await import('i18next');
    const { initI18n } = await import('@/lib/i18n');
    const { describeFilter, makeFormatters } = await import('./describe-filter');
    const { formatDay } = await import('@/lib/dates');
    const i18n = await initI18n('en', createInstance());
    const fields = Object.fromEntries((definition.filters ?? []).map((f) => [f.id, f]));
    const en = makeFormatters('en', (day) => formatDay(day, 'd MMM yyyy'));
    expect(describeFilter(fields.currency, 'USD', i18n.t, en)).toBe('Currency: US dollar');
    expect(describeFilter(fields.status, ['paid', 'failed'], i18n.t, en)).toBe('Status: Paid, Failed');
    expect(describeFilter(fields.created, { from: '2024-01-01', to: '2024-01-31' }, i18n.t, en)).toBe('Created: 1 Jan 2024 – 31 Jan 2024');
    expect(describeFilter(fields.amount, { min: '1500' }, i18n.t, en)).toBe('Amount: from 1,500');
    expect(
      describeFilter(
        fields.amount,
        { max: '20.125' },
        i18n.t,
        makeFormatters('de', (day) => formatDay(day)),
      ),
    ).toBe('Amount: up to 20,125');
    expect(describeFilter(fields.amount, { min: '999999999999.999' }, i18n.t, en)).toBe('Amount: from 999,999,999,999.999');
  });
});
