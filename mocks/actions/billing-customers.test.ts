/** customers/* through the sandbox's HTTP and push protocol (docs/api/billing.md, *Customers*). */
import { db } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const ORG = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';

type Customer = { id: string; attributes: Record<string, unknown> & { email: string; paymentMethods: Record<string, unknown>[] } };
const rows = (answer: { data?: unknown }) => answer.data as Customer[];
const note = (text: string) => ({ data: { type: 'notes', attributes: { text } } });

describe('customers/list', () => {
  it("lists the workspace's customers with their payments, volume and open subscriptions; cards masked, never their decline switch", async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const all = await live.action('customers/list', { resourceId: ORG, page: { size: 5 } });
    expect(all.meta?.page?.total).toBe(300);
    const [alice] = rows(await live.action('customers/list', { resourceId: ORG, filter: { search: 'alice.martin' } }));
    expect(alice).toMatchObject({
      id: 'cus_nw_alice',
      attributes: { name: 'Alice Martin', payments: 2, volume: [{ currency: 'EUR', amount: 5800 }], openSubscriptions: 1 },
      relationships: { project: { data: { id: SHOP } } },
    });
    expect(alice.attributes.paymentMethods).toEqual([{ id: 'card_nw_alice_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: expect.any(Number) }]);
    expect(JSON.stringify(all)).not.toContain('declines');
    live.close();
  });

  it('counts a customer of the seeded payments: each successful charge with its e-mail, case aside', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const payer = rows(await live.action('customers/list', { resourceId: SHOP, filter: { search: 'cus_nw_0001' } }))[0];
    const paid = new Set(['successful', 'paid', 'completed', 'partially-refunded', 'refunded', 'refund-pending', 'chargebacked', 'disputed']);
    const expected = db.transactions.filter(
      (t) =>
        t.projectId === SHOP &&
        ['charge', 'charge-recurring'].includes(t.type) &&
        paid.has(t.status) &&
        t.customer.email.toLowerCase() === payer.attributes.email,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(payer.attributes.payments).toBe(expected.length);
    live.close();
  });

  it('searches by e-mail or name (part), by id (exactly) and by the last four digits of a card; filters by country and project; sorts', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const ids = async (payload: Record<string, unknown>) => rows(await live.action('customers/list', { resourceId: ORG, ...payload })).map((c) => c.id);
    expect(await ids({ filters: [{ field: 'search', operator: 'contains', value: 'ALICE.MARTIN@' }] })).toEqual(['cus_nw_alice']);
    expect(await ids({ filter: { search: 'cus_nw_kenji' } })).toEqual(['cus_nw_kenji']);
    expect(await ids({ filter: { search: 'cus_nw_ken' } })).toEqual([]);
    expect(await ids({ filter: { search: 'ALICE MARTIN' } })).toEqual(['cus_nw_alice']);
    expect(await ids({ filter: { search: '0505' } })).toEqual(['cus_nw_kenji']);
    const japanese = rows(await live.action('customers/list', { resourceId: ORG, filter: { country: 'JP' }, page: { size: 500 } }));
    expect(japanese.length).toBeGreaterThan(0);
    expect(japanese.every((c) => c.attributes.country === 'JP')).toBe(true);
    const byName = rows(await live.action('customers/list', { resourceId: ORG, sort: 'name', page: { size: 20 } })).map((c) => c.attributes.name as string);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const solo = await live.action('customers/list', { resourceId: 'res_prj_solo' });
    expect(solo.meta?.page?.total).toBe(200);
    expect((await live.action('customers/list', { resourceId: ORG, filters: [{ field: 'search', operator: 'gte', value: 'a' }] })).errors?.[0]).toMatchObject({
      code: 'invalid',
      source: { pointer: '/filters/0/operator' },
    });
    expect((await live.action('customers/list', { resourceId: ORG, filter: { iban: 'x' } })).errors?.[0]).toMatchObject({
      source: { pointer: '/filter/iban' },
    });
    live.close();
  });
});

describe('customers/get and addNote', () => {
  it('gets a customer; an unknown id and one of another workspace answer alike', async () => {
    const finance = await openLive(await signIn('finance@sandbox.test'));
    expect((await finance.action('customers/get', undefined, { id: 'cus_nw_alice' })).data).toMatchObject({ id: 'cus_nw_alice' });
    for (const id of ['cus_unknown', 'cus_solo_olivia']) {
      expect((await finance.action('customers/get', undefined, { id })).errors?.[0]).toMatchObject({ code: 'not-found', title: 'Customer not found' });
    }
    finance.close();
  });

  it('adds a plain-text note with its author (admins); finance and support may not', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const text = '<b>Prefers</b> invoices by post';
    const answer = await admin.action('customers/addNote', note(text), { id: 'cus_nw_alice' });
    expect((answer.data as Customer).attributes.notes).toEqual([{ id: expect.stringMatching(/^note_/), text, at: expect.any(String), author: 'Ada Admin' }]);
    expect((await admin.action('customers/addNote', note('   '), { id: 'cus_nw_alice' })).errors?.[0]).toMatchObject({
      code: 'required',
      source: { pointer: '/data/attributes/text' },
    });
    expect((await admin.action('customers/addNote', note('x'.repeat(1001)), { id: 'cus_nw_alice' })).errors?.[0]).toMatchObject({
      source: { pointer: '/data/attributes/text' },
    });
    expect(db.auditEntries.filter((entry) => entry.action === 'customers/addNote' && entry.object.id === 'cus_nw_alice')).toHaveLength(1);
    admin.close();
    for (const email of ['finance@sandbox.test', 'support@sandbox.test']) {
      const live = await openLive(await signIn(email));
      expect((await live.action('customers/addNote', note('Hello'), { id: 'cus_nw_alice' })).errors?.[0]).toMatchObject({ code: 'forbidden' });
      expect((await live.action('customers/get', undefined, { id: 'cus_nw_alice' })).data).toMatchObject({ id: 'cus_nw_alice' });
      live.close();
    }
  });
});
