import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { isListPage, listQuery, type ListOptions, type ListQuery } from './list-query';

interface Row {
  id: string;
  status: string;
  amount: number;
  name: string;
  at: string;
}

const rows: Row[] = [
  { id: 'r1', status: 'Pending', amount: 500, name: 'Alpha shop', at: '2025-01-03T00:00:00.000Z' },
  { id: 'r2', status: 'Open', amount: 1500, name: 'beta Store', at: '2025-01-01T00:00:00.000Z' },
  { id: 'r3', status: 'Pending', amount: 90, name: 'Gamma', at: '2025-01-02T00:00:00.000Z' },
  { id: 'r4', status: 'Closed', amount: 1500, name: 'Delta store', at: '2025-01-05T00:00:00.000Z' },
  { id: 'r5', status: 'Open', amount: 20, name: 'Epsilon', at: '2025-01-04T00:00:00.000Z' },
];

const options: ListOptions<Row> = {
  fields: { id: (r) => r.id, status: (r) => r.status, amount: (r) => r.amount, name: (r) => r.name, at: (r) => r.at },
  defaultSort: '-at',
};

function ids(query: ListQuery, source = rows) {
  const answer = listQuery(source, query, options);
  if (!isListPage(answer)) throw new Error(JSON.stringify(answer.errors));
  return { ids: answer.rows.map((r) => r.id), page: answer.meta.page };
}

describe('listQuery', () => {
  it('filters with every operator, and the `filter` shorthand', () => {
    expect(ids({ filters: [{ field: 'status', operator: 'eq', value: 'Pending' }] }).ids).toEqual(['r1', 'r3']);
    expect(ids({ filters: [{ field: 'status', operator: 'ne', value: 'Pending' }] }).ids).toEqual(['r4', 'r5', 'r2']);
    expect(ids({ filters: [{ field: 'status', operator: 'in', value: ['Open', 'Closed'] }] }).ids).toEqual(['r4', 'r5', 'r2']);
    expect(
      ids({
        filters: [
          { field: 'amount', operator: 'gte', value: 500 },
          { field: 'amount', operator: 'lte', value: 1500 },
        ],
      }).ids,
    ).toEqual(['r4', 'r1', 'r2']);
    expect(ids({ filters: [{ field: 'at', operator: 'gte', value: '2025-01-03' }] }).ids).toEqual(['r4', 'r5', 'r1']);
    expect(ids({ filters: [{ field: 'name', operator: 'contains', value: 'STORE' }] }).ids).toEqual(['r4', 'r2']);
    expect(ids({ filter: { status: 'Open' } }).ids).toEqual(['r5', 'r2']);
    expect(ids({ filter: { status: undefined } }).ids).toHaveLength(5);
  });

  it('sorts by `-field,field` or [{field, direction}], ties by id', () => {
    expect(ids({}).ids).toEqual(['r4', 'r5', 'r1', 'r3', 'r2']); // default: -at
    expect(ids({ sort: 'amount' }).ids).toEqual(['r5', 'r3', 'r1', 'r2', 'r4']);
    // Text compares by code unit, as ids and ISO dates do: 'Delta' before 'beta'.
    expect(ids({ sort: '-amount,name' }).ids).toEqual(['r4', 'r2', 'r1', 'r3', 'r5']);
    expect(ids({ sort: [{ field: 'amount', direction: 'desc' }] }).ids).toEqual(['r2', 'r4', 'r1', 'r3', 'r5']);
    expect(
      ids({
        sort: [
          { field: 'status', direction: 'asc' },
          { field: 'amount', direction: 'desc' },
        ],
      }).ids,
    ).toEqual(['r4', 'r2', 'r5', 'r1', 'r3']);
  });

  it('pages by cursor (`after`: the last id of the previous page) and by number; total counts every match', () => {
    const first = ids({ sort: 'amount', page: { size: 2 } });
    expect(first).toEqual({ ids: ['r5', 'r3'], page: { total: 5, size: 2 } });
    const second = ids({ sort: 'amount', page: { size: 2, after: 'r3' } });
    expect(second).toEqual({ ids: ['r1', 'r2'], page: { total: 5, size: 2, after: 'r3' } });
    expect(ids({ sort: 'amount', page: { size: 2, after: 'r2' } }).ids).toEqual(['r4']);
    expect(ids({ sort: 'amount', page: { size: 2, after: 'r4' } }).ids).toEqual([]);
    // The cursor row no longer matches the filter: the page still starts after its place.
    expect(ids({ sort: 'amount', filters: [{ field: 'status', operator: 'ne', value: 'Pending' }], page: { after: 'r3' } })).toEqual({
      ids: ['r2', 'r4'],
      page: { total: 3, size: 500, after: 'r3' },
    });
    // In id order a vanished cursor still works: the next id after it.
    expect(ids({ sort: 'id', page: { after: 'r2a' } }).ids).toEqual(['r3', 'r4', 'r5']);
    expect(ids({ sort: 'amount', page: { size: 2, number: 3 } })).toEqual({ ids: ['r4'], page: { total: 5, size: 2, number: 3 } });
    expect(ids({ page: { size: 900 } }).page.size).toBe(500);
  });

  it('refuses fields the list does not offer, pointing at them', () => {
    expect(
      listQuery(
        rows,
        {
          filters: [
            { field: 'status', operator: 'eq', value: 'Open' },
            { field: 'secret', operator: 'eq', value: 1 },
          ],
        },
        options,
      ),
    ).toEqual({
      errors: [{ code: 'invalid', title: 'Cannot filter by secret', source: { pointer: '/filters/1/field' } }],
    });
    expect(listQuery(rows, { filters: [{ field: 'status', operator: 'in', value: 'Open' }] }, options)).toMatchObject({
      errors: [{ source: { pointer: '/filters/0/value' } }],
    });
    expect(listQuery(rows, { filter: { secret: 1 } }, options)).toMatchObject({ errors: [{ source: { pointer: '/filter/secret' } }] });
    expect(listQuery(rows, { sort: '-secret' }, options)).toMatchObject({ errors: [{ title: 'Cannot sort by secret', source: { pointer: '/sort' } }] });
    expect(
      listQuery(
        rows,
        {
          sort: [
            { field: 'name', direction: 'asc' },
            { field: 'x', direction: 'asc' },
          ],
        },
        options,
      ),
    ).toMatchObject({ errors: [{ source: { pointer: '/sort/1/field' } }] });
  });
});

describe('list actions', () => {
  setupSandboxServer({ trustStepUp: true });

  it('topics/list filters, sorts and pages; total is before paging', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const topics = (payload: Record<string, unknown>) =>
      session.action('topics/list', { resourceId: 'res_org_northwind', ...payload }, { endpoint: 'mailbox/actions' });
    const pending = await topics({ page: { size: 2 }, filters: [{ field: 'status', operator: 'eq', value: 'Pending' }] });
    expect(pending.meta?.page).toEqual({ total: 3, size: 2 });
    expect(pending.data).toHaveLength(2);
    const rest = await topics({
      page: { size: 2, after: (pending.data as { id: string }[])[1].id },
      filters: [{ field: 'status', operator: 'eq', value: 'Pending' }],
    });
    expect(rest.data).toHaveLength(1);
    const bySubject = await topics({ sort: 'subject', filters: [{ field: 'subject', operator: 'contains', value: 'refund' }] });
    const subjects = (bySubject.data as { attributes: { subject: string } }[]).map((t) => t.attributes.subject);
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects.every((s) => s.toLowerCase().includes('refund'))).toBe(true);
    expect([...subjects].sort()).toEqual(subjects);
    expect((await topics({ filters: [{ field: 'body', operator: 'eq', value: 'x' }] })).errors?.[0]).toMatchObject({
      code: 'invalid',
      source: { pointer: '/filters/0/field' },
    });
    session.close();
  });

  it('listMyResources and externalList honour filters and sorting too', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const projects = await session.action('identities/listMyResources', {
      filters: [{ field: 'resourceType', operator: 'eq', value: 'project' }],
      sort: '-name',
    });
    expect((projects.data as { attributes: { name: string } }[]).map((r) => r.attributes.name)).toEqual(['Solo Store', 'Northwind Shop', 'Northwind Sandbox']);
    const payouts = await session.action(
      'payout-requests/externalList',
      { resourceId: 'res_org_northwind', filters: [{ field: 'status', operator: 'in', value: ['paid', 'pending'] }], sort: 'createdAt' },
      { endpoint: 'payouts/actions' },
    );
    const rows = payouts.data as { attributes: { status: string; createdAt: string } }[];
    expect(payouts.meta?.page?.total).toBe(3);
    expect(rows.map((p) => p.attributes.status).sort()).toEqual(['paid', 'paid', 'pending']);
    expect(rows.map((p) => p.attributes.createdAt)).toEqual(rows.map((p) => p.attributes.createdAt).sort());
    session.close();
  });
});
