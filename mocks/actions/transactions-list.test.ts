import { db } from '../db/store';
import { DEMO } from '../db/transactions-demo';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

type Row = {
  id: string;
  attributes: { amount: number; currency: string; createdAt: string; referenceId: string; status: string; customer?: { email: string } };
  relationships: { project: { data: { id: string } } };
};
const SHOP = 'res_prj_northwind_shop';

async function admin() {
  return openLive(await signIn('admin@sandbox.test'));
}

describe('transactions/list', () => {
  it('pages with the total, newest first by default', async () => {
    const session = await admin();
    const first = await session.action('transactions/list', { resourceId: SHOP, page: { size: 25, number: 1 } });
    const shopRows = db.transactions.filter((t) => t.projectId === SHOP);
    expect(first.meta?.page).toMatchObject({ total: shopRows.length, size: 25, number: 1 });
    const rows = first.data as Row[];
    expect(rows).toHaveLength(25);
    const dates = rows.map((r) => r.attributes.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await session.action('transactions/list', { resourceId: SHOP, page: { size: 25, number: 2 } });
    expect((second.data as Row[]).some((r) => rows.some((p) => p.id === r.id))).toBe(false);
    session.close();
  });

  it('an organization lists the rows of all its projects', async () => {
    const session = await admin();
    const answer = await session.action('transactions/list', {
      resourceId: 'res_org_northwind',
      filter: [{ field: 'projectId', operator: 'in', value: ['res_prj_northwind_sandbox'] }],
      page: { size: 5 },
    });
    expect(answer.meta?.page?.total).toBe(db.transactions.filter((t) => t.projectId === 'res_prj_northwind_sandbox').length);
    expect((answer.data as Row[]).every((r) => r.relationships.project.data.id === 'res_prj_northwind_sandbox')).toBe(true);
    session.close();
  });

  it('compares an amount range exactly in each row’s own decimals', async () => {
    const session = await admin();
    const range = async (gte: string, lte: string, currency: string[]) =>
      session.action('transactions/list', {
        resourceId: SHOP,
        page: { size: 500 },
        filter: [
          { field: 'amount', operator: 'gte', value: gte },
          { field: 'amount', operator: 'lte', value: lte },
          { field: 'currency', operator: 'in', value: currency },
        ],
      });
    // 120.00 EUR, 12,500 JPY and 45.250 KWD: each bound in the row's exponent.
    const eur = (await range('120', '120.00', ['EUR'])).data as Row[];
    expect(eur.map((r) => r.id)).toContain(DEMO.eurPaid);
    expect(eur.every((r) => r.attributes.amount === 12_000)).toBe(true);
    const jpy = (await range('12500', '12500', ['JPY'])).data as Row[];
    expect(jpy.map((r) => r.id)).toContain(DEMO.jpyPaid);
    expect(jpy.every((r) => r.attributes.amount === 12_500)).toBe(true);
    const kwd = (await range('45.25', '45.250', ['KWD'])).data as Row[];
    expect(kwd.map((r) => r.id)).toContain(DEMO.kwdPaid);
    // 45.2501 rounds up for `gte`: 45.250 KWD is below it.
    expect(((await range('45.2501', '46', ['KWD'])).data as Row[]).map((r) => r.id)).not.toContain(DEMO.kwdPaid);
    // One range across currencies: 10 to 20 major units is 1000–2000 EUR cents, 10–20 yen, 10000–20000 fils.
    const mixed = (await range('10', '20', ['EUR', 'JPY', 'KWD'])).data as Row[];
    const bounds: Record<string, [number, number]> = { EUR: [1000, 2000], JPY: [10, 20], KWD: [10_000, 20_000] };
    expect(mixed.length).toBeGreaterThan(0);
    for (const r of mixed) {
      const [low, high] = bounds[r.attributes.currency];
      expect(r.attributes.amount).toBeGreaterThanOrEqual(low);
      expect(r.attributes.amount).toBeLessThanOrEqual(high);
    }
    session.close();
  });

  it('filters by a created date range and a status', async () => {
    const session = await admin();
    const from = db.transactions.get(DEMO.eurPaid)!.createdAt;
    const to = db.transactions.get(DEMO.kwdPaid)!.createdAt;
    const answer = await session.action('transactions/list', {
      resourceId: SHOP,
      sort: 'createdAt',
      filter: [
        { field: 'createdAt', operator: 'gte', value: from },
        { field: 'createdAt', operator: 'lte', value: to },
        { field: 'status', operator: 'in', value: ['successful'] },
      ],
    });
    const rows = answer.data as Row[];
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([DEMO.eurPaid, DEMO.jpyPaid, DEMO.kwdPaid]));
    for (const r of rows) {
      expect(r.attributes.createdAt >= from && r.attributes.createdAt <= to).toBe(true);
      expect(r.attributes.status).toBe('successful');
    }
    session.close();
  });

  it("filters by a customer's whole e-mail (eq, any case) or part of it (contains)", async () => {
    const session = await admin();
    const email = db.transactions.get(DEMO.eurPaid)!.customer.email;
    const emails = async (operator: string, value: string) =>
      (
        (await session.action('transactions/list', { resourceId: SHOP, filter: [{ field: 'customerEmail', operator, value }], page: { size: 500 } }))
          .data as Row[]
      ).map((r) => r.attributes.customer?.email);
    const exact = await emails('eq', email.toUpperCase());
    expect(exact.length).toBeGreaterThan(0);
    expect(new Set(exact)).toEqual(new Set([email]));
    expect(await emails('eq', email.slice(1))).toEqual([]);
    expect((await emails('contains', email.slice(1))).length).toBeGreaterThanOrEqual(exact.length);
    session.close();
  });

  it('searches by id, reference or parent id, exactly or by prefix, any case', async () => {
    const session = await admin();
    const search = async (text: string) => ((await session.action('transactions/list', { resourceId: SHOP, search: text })).data as Row[]).map((r) => r.id);
    expect(await search('ord-demo-eur')).toEqual([DEMO.eurPaid]);
    expect(await search(DEMO.jpyPaid.toUpperCase())).toEqual([DEMO.jpyPaid]);
    expect(await search(DEMO.refunded)).toEqual(expect.arrayContaining([DEMO.refunded, DEMO.refundedRefund]));
    // Children keep their parent's reference: the demo refund shares ORD-DEMO-REFUNDED.
    expect((await search('ORD-DEMO-')).sort()).toEqual(
      [DEMO.authorization, DEMO.eurPaid, DEMO.jpyPaid, DEMO.kwdPaid, DEMO.refunded, DEMO.refundedRefund].sort(),
    );
    expect(await search('ORD-DEMO-OTHER')).toEqual([]); // Solo Store is another workspace
    session.close();
  });

  it('refuses an unknown filter field or operator with a pointer', async () => {
    const session = await admin();
    const unknown = await session.action('transactions/list', {
      resourceId: SHOP,
      filter: [
        { field: 'status', operator: 'in', value: ['paid'] },
        { field: 'colour', operator: 'eq', value: 'red' },
      ],
    });
    expect(unknown.errors?.[0]).toMatchObject({ code: 'invalid', source: { pointer: '/filter/1/field' } });
    const wrongOperator = await session.action('transactions/list', { resourceId: SHOP, filter: [{ field: 'amount', operator: 'contains', value: '1' }] });
    expect(wrongOperator.errors?.[0]).toMatchObject({ source: { pointer: '/filter/0/operator' } });
    const badAmount = await session.action('transactions/list', { resourceId: SHOP, filter: [{ field: 'amount', operator: 'gte', value: '12,5' }] });
    expect(badAmount.errors?.[0]).toMatchObject({ source: { pointer: '/filter/0/value' } });
    session.close();
  });

  it('needs the transactions right on the workspace', async () => {
    const noaccess = await openLive(await signIn('noaccess@sandbox.test'));
    expect((await noaccess.action('transactions/list', { resourceId: SHOP })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    noaccess.close();
    const finance = await openLive(await signIn('finance@sandbox.test'));
    expect((await finance.action('transactions/list', { resourceId: SHOP, page: { size: 1 } })).errors).toBeUndefined();
    expect((await finance.action('transactions/list', { resourceId: 'res_prj_solo' })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    finance.close();
  });
});

describe('transactions/get', () => {
  it('answers the transaction with its parent, children and project', async () => {
    const session = await admin();
    const answer = await session.action('transactions/get', undefined, { id: DEMO.refunded });
    expect(answer.data).toMatchObject({
      id: DEMO.refunded,
      attributes: { status: 'refunded', refundedAmount: 5000, refundable: 0, referenceId: 'ORD-DEMO-REFUNDED' },
    });
    const included = answer as unknown as { included: { type: string; id: string }[] };
    expect(included.included.map((r) => `${r.type}:${r.id}`)).toEqual([`transactions:${DEMO.refundedRefund}`, `resources:${SHOP}`]);
    const child = await session.action('transactions/get', undefined, { id: DEMO.refundedRefund });
    expect((child as unknown as { included: { id: string }[] }).included.map((r) => r.id)).toEqual([DEMO.refunded, SHOP]);
    session.close();
  });

  it('says the same for an unknown id, another workspace’s id and a user without the right', async () => {
    const finance = await openLive(await signIn('finance@sandbox.test'));
    const refusal = { code: 'transaction-not-accessible', title: "You don't have permission to read details of this transaction" };
    expect((await finance.action('transactions/get', undefined, { id: DEMO.other })).errors?.[0]).toMatchObject(refusal);
    expect((await finance.action('transactions/get', undefined, { id: 'trx_nope' })).errors?.[0]).toMatchObject(refusal);
    finance.close();
    const noaccess = await openLive(await signIn('noaccess@sandbox.test'));
    expect((await noaccess.action('transactions/get', undefined, { id: DEMO.eurPaid })).errors?.[0]).toMatchObject(refusal);
    noaccess.close();
  });
});
