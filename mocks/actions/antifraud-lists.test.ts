/**
 * antifraud-lists/* and who may do what in the antifraud area, through the sandbox's HTTP and push
 * protocol (docs/api/antifraud.md, *Scope and permissions*, *Lists*).
 */
import { parseListItem } from '@/lib/antifraud-rules';
import { now } from '../clock';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const ORG = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';
const DAY = 86_400_000;

type Json = { id: string; type: string; attributes: Record<string, unknown> };
type Live = Awaited<ReturnType<typeof openLive>>;
const one = (answer: { data?: unknown }) => answer.data as Json;
const many = (answer: { data?: unknown }) => answer.data as Json[];
const codeOf = (answer: { errors?: { code: string }[] }) => answer.errors?.[0]?.code;
const live = async (email: string) => openLive(await signIn(email));
const createBody = (alias: string, kind = 'email', purpose = 'block') => ({
  resourceId: SHOP,
  data: { type: 'antifraud-lists', attributes: { alias, name: `List ${alias}`, kind, purpose } },
});
const itemsBody = (values: string[], extra: Record<string, unknown> = {}) => ({
  data: { type: 'antifraud-list-items', attributes: { items: values.map((value) => ({ value })), ...extra } },
});

/** Every call of the area an account may make or not: reads, a change of each kind, and the codes they answer. */
async function codes(session: Live, n: number) {
  const read = async (action: string) => codeOf(await session.action(action, { resourceId: ORG }));
  return {
    lists: await read('antifraud-lists/list'),
    rules: await read('antifraud-rules/list'),
    reviews: await read('antifraud-reviews/list'),
    settings: await read('antifraud/getSettings'),
    createList: codeOf(await session.action('antifraud-lists/create', createBody(`probe_${n}`))),
    createRule: codeOf(
      await session.action('antifraud-rules/create', {
        resourceId: ORG,
        data: { attributes: { name: 'Probe', action: 'block', source: ':risk_score: >= 99' } },
      }),
    ),
    approve: codeOf(await session.action('antifraud-reviews/approve', undefined, { id: `rvw_nw_open_${n}` })),
  };
}

describe('who may do what', () => {
  it('admin and the risk analyst read and change everything; finance and support only read; developer and disputes see nothing', async () => {
    const admin = await live('admin@sandbox.test');
    expect(await codes(admin, 1)).toEqual({
      lists: undefined,
      rules: undefined,
      reviews: undefined,
      settings: undefined,
      createList: undefined,
      createRule: undefined,
      approve: undefined,
    });
    admin.close();
    const risk = await live('risk@sandbox.test');
    expect(await codes(risk, 2)).toEqual({
      lists: undefined,
      rules: undefined,
      reviews: undefined,
      settings: undefined,
      createList: undefined,
      createRule: undefined,
      approve: undefined,
    });
    risk.close();

    for (const email of ['finance@sandbox.test', 'support@sandbox.test']) {
      const reader = await live(email);
      expect(await codes(reader, 3)).toEqual({
        lists: undefined,
        rules: undefined,
        reviews: undefined,
        settings: undefined,
        createList: 'forbidden',
        createRule: 'forbidden',
        approve: 'forbidden',
      });
      reader.close();
    }
    for (const email of ['developer@sandbox.test', 'disputes@sandbox.test']) {
      const outsider = await live(email);
      expect(Object.values(await codes(outsider, 3))).toEqual(Array(7).fill('forbidden'));
      outsider.close();
    }
    // Nothing a refusal asked for was applied.
    expect(db.antifraudLists.filter((list) => list.alias.startsWith('probe_')).map((list) => list.alias)).toEqual(['probe_1', 'probe_2']);
    expect(['rvw_nw_open_1', 'rvw_nw_open_2', 'rvw_nw_open_3'].map((id) => db.antifraudReviews.get(id)?.status)).toEqual(['approved', 'approved', 'open']);
  });

  it("answers another merchant's rows as not found, and refuses its workspace", async () => {
    const enterprise = await live('enterprise@sandbox.test');
    for (const [action, id] of [
      ['antifraud-lists/get', 'afl_nw_blocked_cards'],
      ['antifraud-lists/items', 'afl_nw_blocked_emails'],
      ['antifraud-rules/get', 'afr_nw_high_risk_score'],
      ['antifraud-reviews/get', 'rvw_nw_open_1'],
      ['antifraud-reviews/approve', 'rvw_nw_open_2'],
      ['antifraud-lists/get', 'afl_nope'],
    ]) {
      expect(codeOf(await enterprise.action(action, undefined, { id }))).toBe('not-found');
    }
    expect((await enterprise.action('antifraud-lists/list', { resourceId: ORG })).errors?.[0]).toMatchObject({
      code: 'forbidden',
      source: { pointer: '/resourceId' },
    });
    // Its own merchants have their defaults, made on their first call with the same ids a seed gives.
    const own = many(await enterprise.action('antifraud-lists/list', { resourceId: 'res_ent_prj_0002_03' }));
    expect(own.map((list) => list.id)).toContain('afl_ent_org_0002_blocked_cards');
    enterprise.close();
    const support = await live('support@sandbox.test');
    expect(codeOf(await support.action('antifraud-lists/get', undefined, { id: 'afl_solo_blocked_cards' }))).toBe('not-found');
    support.close();
  });

  it('covers the whole merchant: a project answers its organization’s lists, and the risk analyst reads payments but not the team', async () => {
    const risk = await live('risk@sandbox.test');
    const fromShop = many(await risk.action('antifraud-lists/list', { resourceId: SHOP }));
    const fromOrg = many(await risk.action('antifraud-lists/list', { resourceId: ORG }));
    expect(fromShop.map((list) => list.id)).toEqual(fromOrg.map((list) => list.id));
    expect(fromOrg.length).toBe(14);
    expect(codeOf(await risk.action('transactions/list', { resourceId: ORG, page: { size: 1 } }))).toBeUndefined();
    expect(codeOf(await risk.action('team/list', { resourceId: ORG }))).toBe('forbidden');
    risk.close();
  });
});

describe('lists', () => {
  it('lists the 14 default lists with their members counted; items are canonical and expired ones are listed as such', async () => {
    const admin = await live('admin@sandbox.test');
    const lists = many(await admin.action('antifraud-lists/list', { resourceId: ORG }));
    expect(lists.filter((list) => list.attributes.default)).toHaveLength(14);
    const cards = lists.find((list) => list.attributes.alias === 'blocked_cards')!;
    // Three items, one of them expired: two members.
    expect(cards).toMatchObject({ id: 'afl_nw_blocked_cards', attributes: { kind: 'card-fingerprint', purpose: 'block', itemCount: 2 } });
    const items = many(await admin.action('antifraud-lists/items', { page: { size: 10 } }, { id: 'afl_nw_blocked_cards' }));
    expect(items.map((item) => item.attributes.expired).sort()).toEqual([false, false, true]);
    for (const item of db.antifraudListItems.all()) {
      const list = db.antifraudLists.get(item.listId)!;
      expect(parseListItem(list.kind, item.value)).toEqual({ ok: true, value: item.value });
    }
    const searched = many(await admin.action('antifraud-lists/items', { filter: { search: 'MAILINATOR' } }, { id: 'afl_nw_blocked_email_domains' }));
    expect(searched.map((item) => item.attributes.value)).toEqual(['mailinator.com']);
    admin.close();
  });

  it('creates a custom list; an alias taken is refused at the alias; a default list is never deleted', async () => {
    const admin = await live('admin@sandbox.test');
    const created = one(await admin.action('antifraud-lists/create', createBody('vip_emails', 'email', 'allow')));
    expect(created).toMatchObject({ type: 'antifraud-lists', attributes: { alias: 'vip_emails', default: false, itemCount: 0, purpose: 'allow' } });
    expect(db.antifraudLists.get(created.id)?.merchantId).toBe(ORG);
    expect((await admin.action('antifraud-lists/create', createBody('vip_emails'))).errors).toEqual([
      expect.objectContaining({ code: 'alias-taken', source: { pointer: '/data/attributes/alias' } }),
    ]);
    expect((await admin.action('antifraud-lists/create', createBody('blocked_cards'))).errors?.[0]).toMatchObject({ code: 'alias-taken' });
    expect((await admin.action('antifraud-lists/create', createBody('Bad Alias'))).errors?.[0]).toMatchObject({
      code: 'invalid',
      source: { pointer: '/data/attributes/alias' },
    });
    expect(codeOf(await admin.action('antifraud-lists/delete', undefined, { id: 'afl_nw_blocked_cards' }))).toBe('default-list');
    expect(db.antifraudLists.get('afl_nw_blocked_cards')).toBeDefined();
    expect(await admin.action('antifraud-lists/delete', undefined, { id: created.id })).toMatchObject({ data: null });
    expect(db.antifraudLists.get(created.id)).toBeUndefined();
    admin.close();
  });

  it('refuses to delete a list a rule uses, naming the rules', async () => {
    const admin = await live('admin@sandbox.test');
    const list = one(await admin.action('antifraud-lists/create', createBody('mule_emails')));
    const rule = one(
      await admin.action('antifraud-rules/create', {
        resourceId: ORG,
        data: { attributes: { name: 'Money mules', action: 'review', source: ':email: in @mule_emails and :amount_in_eur: > 100' } },
      }),
    );
    const refused = await admin.action('antifraud-lists/delete', undefined, { id: list.id });
    expect(refused.errors).toEqual([
      expect.objectContaining({ code: 'list-in-use', title: expect.stringContaining('Money mules'), meta: { rules: [{ id: rule.id, name: 'Money mules' }] } }),
    ]);
    await admin.action('antifraud-rules/delete', undefined, { id: rule.id });
    expect(codeOf(await admin.action('antifraud-lists/delete', undefined, { id: list.id }))).toBeUndefined();
    admin.close();
  });

  it('adds items in bulk: one bad item refuses the call, each pointed at; members already there are counted, not added twice', async () => {
    const admin = await live('admin@sandbox.test');
    const id = 'afl_nw_blocked_emails';
    const bad = await admin.action('antifraud-lists/addItems', itemsBody(['ok@example.com', 'not an e-mail', 'Fine@Example.com', '@@']), { id });
    expect(bad.errors).toEqual([
      expect.objectContaining({ code: 'invalid-item', source: { pointer: '/data/attributes/items/1/value' }, meta: { code: 'email' } }),
      expect.objectContaining({ code: 'invalid-item', source: { pointer: '/data/attributes/items/3/value' }, meta: { code: 'email' } }),
    ]);
    expect(db.antifraudListItems.filter((item) => item.listId === id)).toHaveLength(2);

    const added = await admin.action(
      'antifraud-lists/addItems',
      itemsBody(['New.Fraud@Example.com', 'fraudster@example.net', 'new.fraud@example.com', 'second@example.org'], { reason: '  Chargebacks  ' }),
      { id },
    );
    expect(added.meta).toEqual({ added: 2, alreadyListed: 2 });
    expect(one(added).attributes.itemCount).toBe(4);
    const stored = db.antifraudListItems.filter((item) => item.listId === id && item.value === 'new.fraud@example.com');
    expect(stored).toMatchObject([{ reason: 'Chargebacks', addedBy: { name: 'Ada Admin', email: 'admin@sandbox.test' }, expiresAt: null }]);
    // All there already: nothing is written, nothing audited.
    const again = await admin.action('antifraud-lists/addItems', itemsBody(['second@example.org']), { id });
    expect(again.meta).toEqual({ added: 0, alreadyListed: 1 });
    expect(db.auditEntries.filter((entry) => entry.action === 'antifraud-lists/addItems')).toHaveLength(1);
    expect((await admin.action('antifraud-lists/addItems', itemsBody(Array(10_001).fill('x@example.com')), { id })).errors?.[0]).toMatchObject({
      code: 'invalid',
      source: { pointer: '/data/attributes/items' },
    });
    admin.close();
  });

  it('lets an item expire: a member until its expiry, then listed as expired and no longer counted; a past expiry is refused', async () => {
    const admin = await live('admin@sandbox.test');
    const id = 'afl_nw_blocked_ips';
    const expiresAt = new Date(now() + DAY).toISOString();
    expect(
      (await admin.action('antifraud-lists/addItems', itemsBody(['198.51.100.7'], { expiresAt: new Date(now() - 1000).toISOString() }), { id })).errors?.[0],
    ).toMatchObject({ code: 'expiry-in-past', source: { pointer: '/data/attributes/expiresAt' } });
    const added = one(await admin.action('antifraud-lists/addItems', itemsBody(['198.51.100.7'], { expiresAt }), { id }));
    expect(added.attributes.itemCount).toBe(2);
    sandboxControls.stopPaymentTraffic();
    sandboxControls.advance(DAY + 1000);
    const list = one(await admin.action('antifraud-lists/get', undefined, { id }));
    expect(list.attributes.itemCount).toBe(1);
    const items = many(await admin.action('antifraud-lists/items', { filter: { expired: true } }, { id }));
    expect(items.map((item) => [item.attributes.value, item.attributes.expired])).toEqual([['198.51.100.7', true]]);
    // Listed again: the expired item is renewed, not doubled.
    const renewed = await admin.action('antifraud-lists/addItems', itemsBody(['198.51.100.7']), { id });
    expect(renewed.meta).toEqual({ added: 1, alreadyListed: 0 });
    expect(db.antifraudListItems.filter((item) => item.listId === id && item.value === '198.51.100.7')).toMatchObject([{ expiresAt: null }]);
    admin.close();
  });

  it('removes an item of the list (another list’s item is not found) and writes one audit entry per change', async () => {
    const admin = await live('admin@sandbox.test');
    const item = db.antifraudListItems.find((row) => row.listId === 'afl_nw_blocked_emails' && row.value === 'fraudster@example.net')!;
    expect((await admin.action('antifraud-lists/removeItem', { itemId: item.id }, { id: 'afl_nw_blocked_ips' })).errors?.[0]).toMatchObject({
      code: 'not-found',
      source: { pointer: '/itemId' },
    });
    const removed = one(await admin.action('antifraud-lists/removeItem', { itemId: item.id }, { id: 'afl_nw_blocked_emails' }));
    expect(removed.attributes.itemCount).toBe(1);
    expect(db.antifraudListItems.get(item.id)).toBeUndefined();
    const created = one(await admin.action('antifraud-lists/create', createBody('watch_domains', 'email-domain', 'review')));
    await admin.action('antifraud-lists/delete', undefined, { id: created.id });
    const entries = db.auditEntries.filter((entry) => entry.action.startsWith('antifraud-lists/'));
    expect(entries.map((entry) => [entry.action, entry.object.type, entry.object.id])).toEqual([
      ['antifraud-lists/removeItem', 'antifraud-lists', 'afl_nw_blocked_emails'],
      ['antifraud-lists/create', 'antifraud-lists', created.id],
      ['antifraud-lists/delete', 'antifraud-lists', created.id],
    ]);
    expect(entries[0]).toMatchObject({ resource: { id: ORG }, changes: [{ field: 'itemCount', before: 2, after: 1 }] });
    expect(entries[1].resource).toMatchObject({ id: SHOP });
    admin.close();
  });
});
