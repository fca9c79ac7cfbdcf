import { DESCRIPTOR_RULE, descriptorProblem } from '@/lib/contract/channels';
import { sandboxControls } from '../controls';
import { reportRows } from '../db/reports';
import { db } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
const STORE = 'res_chn_nw_store';
const SOLO_STALL = 'res_chn_solo_stall';

type Channel = { id: string; attributes: { name: string; kind: string; status: string; defaultCurrency: string; terminals: { id: string; label: string }[] } };

const body = (attributes: Record<string, unknown>, projectId = SHOP) => ({
  data: {
    type: 'channels',
    attributes: { name: 'Call centre', kind: 'point-of-sale', defaultCurrency: 'EUR', statementDescriptor: 'NORTHWIND PHONE', ...attributes },
    relationships: { project: { data: { type: 'resources', id: projectId } } },
  },
});
const live = async (email: string) => openLive(await signIn(email));

describe('the statement descriptor rule', () => {
  it('takes 5 to 22 Latin letters, digits, spaces and . , - & with a letter', () => {
    expect(descriptorProblem('NORTHWIND & CO.')).toBeNull();
    expect(descriptorProblem('ABCD')).toBe('too-short');
    expect(descriptorProblem('A'.repeat(23))).toBe('too-long');
    expect(descriptorProblem('12345')).toBe('invalid');
    for (const bad of ['SHOP <B>', "O'HARA SHOP", 'SHOP "X"', 'SHOP*1', 'SHOP\\ONE', 'ŠKODA SHOP']) expect(descriptorProblem(bad)).toBe('invalid');
  });
});

describe('channels/create', () => {
  it('creates an active channel with a sandbox id, pushes it, audits it, and refuses each broken rule at its field', async () => {
    const admin = await live('admin@sandbox.test');
    const created = await admin.action('channels/create', body({ name: '  Call centre  ' }));
    expect(created.errors).toBeUndefined();
    const channel = created.data as Channel;
    expect(channel.id).toMatch(/^res_chn_[0-9a-f]{16}$/);
    expect(channel.attributes).toMatchObject({ name: 'Call centre', kind: 'point-of-sale', status: 'active', defaultCurrency: 'EUR', terminals: [] });
    expect(db.resources.get(channel.id)).toMatchObject({ resourceType: 'channel', parentId: SHOP });
    await admin.next((m) => m.event === 'resource-updated' && m.data.includes(channel.id));
    const entry = db.auditEntries.find((e) => e.action === 'channels/create')!;
    expect(entry).toMatchObject({ object: { type: 'channels', id: channel.id }, resource: { id: SHOP } });
    expect(entry.changes.find((change) => change.field === 'name')).toEqual({ field: 'name', before: null, after: 'Call centre' });

    const refusal = async (payload: unknown) => (await admin.action('channels/create', payload)).errors?.[0];
    expect(await refusal(body({ name: 'call CENTRE' }))).toMatchObject({ code: 'duplicate-name', source: { pointer: '/data/attributes/name' } });
    expect(await refusal(body({ name: 'x'.repeat(61) }))).toMatchObject({ code: 'too-long', source: { pointer: '/data/attributes/name' } });
    expect(await refusal(body({ defaultCurrency: 'KWD', name: 'Other' }))).toMatchObject({
      code: 'currency-not-processed',
      source: { pointer: '/data/attributes/defaultCurrency' },
    });
    expect(await refusal(body({ statementDescriptor: 'SHOP <1>' }))).toMatchObject({
      code: 'invalid',
      title: DESCRIPTOR_RULE,
      source: { pointer: '/data/attributes/statementDescriptor' },
    });
    expect(await refusal(body({ statementDescriptor: 'A'.repeat(23) }))).toMatchObject({ code: 'too-long' });
    expect(await refusal(body({ kind: 'fax' }))).toMatchObject({ source: { pointer: '/data/attributes/kind' } });
    expect(db.auditEntries.filter((e) => e.action === 'channels/create')).toHaveLength(1);
    admin.close();
  });

  it('refuses those who only read channels, and those who may not see the project', async () => {
    const support = await live('support@sandbox.test');
    expect((await support.action('channels/create', body({}))).errors?.[0]).toMatchObject({ code: 'forbidden' });
    support.close();
    const custom = await live('custom@sandbox.test');
    expect((await custom.action('channels/create', body({}))).errors?.[0]).toMatchObject({ code: 'forbidden' });
    custom.close();
    const enterprise = await live('enterprise@sandbox.test');
    expect((await enterprise.action('channels/create', body({}))).errors?.[0]).toMatchObject({ code: 'forbidden' });
    enterprise.close();
  });
});

describe('channels/list and get', () => {
  it("lists an organization's channels with their projects, filtered by kind, and hides them from a role without channels.read", async () => {
    const support = await live('support@sandbox.test');
    const all = await support.action('channels/list', { resourceId: 'res_org_northwind' });
    expect((all.data as Channel[]).map((c) => c.attributes.name)).toEqual([
      'Flagship Store',
      'Northwind App',
      'Northwind Web Shop',
      'Summer Pop-up Kiosk',
      'Test App',
      'Test Web Shop',
    ]);
    const included = (all as unknown as { included: { id: string; attributes: { processingCurrencies: string[]; writable: boolean } }[] }).included;
    expect(included.find((p) => p.id === SHOP)?.attributes).toMatchObject({ writable: false, processingCurrencies: expect.arrayContaining(['EUR', 'USD']) });
    const pos = await support.action('channels/list', { resourceId: 'res_org_northwind', filter: { kind: 'point-of-sale' } });
    expect((pos.data as Channel[]).map((c) => c.id)).toEqual([STORE, 'res_chn_nw_kiosk']);
    const store = await support.action('channels/get', undefined, { id: STORE });
    expect((store.data as Channel).attributes.terminals.map((t) => t.label)).toEqual(['Till 1', 'Till 2', 'Customer service desk']);
    // Solo Store's channel is not this identity's: it reads like an unknown id.
    expect((await support.action('channels/get', undefined, { id: SOLO_STALL })).errors?.[0]).toMatchObject({ code: 'not-found', title: 'Channel not found' });
    expect((await support.action('channels/get', undefined, { id: 'res_chn_nope' })).errors?.[0]).toMatchObject({
      code: 'not-found',
      title: 'Channel not found',
    });
    support.close();

    const custom = await live('custom@sandbox.test');
    expect((await custom.action('channels/list', { resourceId: 'res_org_northwind' })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await custom.action('resources/get', undefined, { id: STORE })).errors?.[0]?.code).toMatch(/not-found|forbidden/);
    const mine = await custom.action('identities/listMyResources', { page: { size: 500 } });
    expect((mine.data as { attributes: { resourceType: string } }[]).some((r) => r.attributes.resourceType === 'channel')).toBe(false);
    custom.close();

    const admin = await live('admin@sandbox.test');
    const tree = await admin.action('resources/getChildrenTree', { page: { size: 500 } }, { id: 'res_org_northwind' });
    expect((tree.data as { id: string }[]).map((r) => r.id)).toEqual(expect.arrayContaining([STORE, 'res_chn_nws_app']));
    admin.close();
  });
});

describe('channels/update and terminals', () => {
  it('renames, disables, changes the currency; adds, renames and removes terminals; each change audited once', async () => {
    const admin = await live('admin@sandbox.test');
    const update = (attributes: Record<string, unknown>, id = STORE) => admin.action('channels/update', { data: { type: 'channels', attributes } }, { id });
    const renamed = await update({ name: 'Flagship Store Berlin', status: 'disabled', defaultCurrency: 'USD' });
    expect((renamed.data as Channel).attributes).toMatchObject({ name: 'Flagship Store Berlin', status: 'disabled', defaultCurrency: 'USD' });
    expect((await update({ name: 'Northwind App' })).errors?.[0]).toMatchObject({ code: 'duplicate-name', source: { pointer: '/data/attributes/name' } });
    expect((await update({ defaultCurrency: 'XXX' })).errors?.[0]).toMatchObject({ source: { pointer: '/data/attributes/defaultCurrency' } });
    // The same values again: answered, not applied, and not audited again.
    await update({ name: 'Flagship Store Berlin' });
    expect(db.auditEntries.filter((e) => e.action === 'channels/update')).toHaveLength(1);

    const added = await admin.action('channels/addTerminal', { data: { attributes: { label: 'Till 3', serialNumber: 'NW-PAX-00140' } } }, { id: STORE });
    const terminal = (added.data as Channel).attributes.terminals.at(-1)!;
    expect(terminal).toMatchObject({ label: 'Till 3', id: expect.stringMatching(/^trm_[0-9a-f]{16}$/) });
    const again = await admin.action('channels/addTerminal', { data: { attributes: { label: 'Copy', serialNumber: 'nw-pax-00101' } } }, { id: STORE });
    expect(again.errors?.[0]).toMatchObject({ code: 'duplicate-serial', source: { pointer: '/data/attributes/serialNumber' } });
    const web = await admin.action('channels/addTerminal', { data: { attributes: { label: 'Till', serialNumber: 'X-1' } } }, { id: 'res_chn_nw_web' });
    expect(web.errors?.[0]).toMatchObject({ code: 'not-point-of-sale' });

    const relabelled = await admin.action('channels/renameTerminal', { data: { id: terminal.id, attributes: { label: 'Express till' } } }, { id: STORE });
    expect((relabelled.data as Channel).attributes.terminals.at(-1)?.label).toBe('Express till');
    const removed = await admin.action('channels/removeTerminal', { data: { id: terminal.id } }, { id: STORE });
    expect((removed.data as Channel).attributes.terminals.map((t) => t.label)).not.toContain('Express till');
    expect((await admin.action('channels/removeTerminal', { data: { id: terminal.id } }, { id: STORE })).errors?.[0]).toMatchObject({
      code: 'not-found',
      source: { pointer: '/data/id' },
    });
    const entries = db.auditEntries.filter((e) => e.object.id === STORE);
    expect(entries.map((e) => e.action)).toEqual(['channels/update', 'channels/addTerminal', 'channels/renameTerminal', 'channels/removeTerminal']);
    admin.close();
  });

  it('answers forbidden to a reader and not-found to one who may not read the channel', async () => {
    const finance = await live('finance@sandbox.test');
    const change = { data: { attributes: { name: 'Mine now' } } };
    expect((await finance.action('channels/update', change, { id: STORE })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await finance.action('channels/update', change, { id: SOLO_STALL })).errors?.[0]).toMatchObject({ code: 'not-found' });
    finance.close();
  });
});

describe('payments and their channels', () => {
  it('seeded payments carry a channel of their project (a terminal at a point of sale), and the list filters by it', async () => {
    const seeded = db.transactions.filter((t) => t.projectId === SHOP && !t.parentId);
    expect(seeded.every((t) => t.channelId?.startsWith('res_chn_nw_'))).toBe(true);
    expect(seeded.filter((t) => t.channelId === STORE).every((t) => t.terminalId?.startsWith('trm_nw_store_'))).toBe(true);
    const admin = await live('admin@sandbox.test');
    const listed = await admin.action('transactions/list', {
      resourceId: 'res_org_northwind',
      filter: [{ field: 'channelId', operator: 'in', value: [STORE] }],
    });
    const rows = listed.data as { attributes: { channelId: string; terminalId: string | null } }[];
    expect(listed.meta?.page?.total).toBe(db.transactions.filter((t) => t.channelId === STORE).length);
    expect(rows.every((row) => row.attributes.channelId === STORE && row.attributes.terminalId !== null)).toBe(true);
    admin.close();
  });

  it("a new payment comes through one of the project's active channels", () => {
    const made = sandboxControls.makePayment({ projectId: 'res_prj_solo', amount: 1_000, currency: 'EUR' });
    expect(['res_chn_solo_web', SOLO_STALL]).toContain(made.channelId);
    const atStall = sandboxControls.makePayment({ projectId: 'res_prj_solo', amount: 1_000, currency: 'EUR', channelId: SOLO_STALL });
    expect(atStall).toMatchObject({ channelId: SOLO_STALL, terminalId: expect.stringMatching(/^trm_solo_stall_/) });
  });
});

describe('analytics and reports by channel', () => {
  it("breaks approvals down by the organization's channels", async () => {
    const finance = await live('finance@sandbox.test');
    const to = new Date().toISOString();
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const answer = await finance.action('analytics/get', { resourceId: 'res_org_northwind', from, to, timeZone: 'UTC', dimension: 'channelId' });
    const breakdown = (answer.data as { attributes: { dimension: string; breakdown: { value: string; current: { attempts: number } }[] } }).attributes;
    expect(breakdown.dimension).toBe('channelId');
    const values = breakdown.breakdown.map((row) => row.value);
    expect(values).toEqual(expect.arrayContaining([STORE, 'res_chn_nw_web', 'res_chn_nws_app']));
    expect(values.every((value) => value.startsWith('res_chn_nw'))).toBe(true);
    finance.close();
  });

  it('narrows a channel- or terminal-level report to one channel, whose rows name its real terminals', async () => {
    const admin = await live('admin@sandbox.test');
    const day = new Date().toISOString().slice(0, 10);
    const request = (attributes: Record<string, unknown>) =>
      admin.action('reports/request', {
        resourceId: 'res_org_northwind',
        data: { attributes: { kind: 'processing-transactions', format: 'csv', period: { from: day, to: day }, ...attributes } },
      });
    const narrowed = await request({ level: 'terminal', channelId: STORE });
    expect((narrowed.data as { attributes: { channelId: string } }).attributes.channelId).toBe(STORE);
    expect((await request({ level: 'project', channelId: STORE })).errors?.[0]).toMatchObject({
      code: 'channel-needs-level',
      source: { pointer: '/data/attributes/channelId' },
    });
    // Solo Store's channel is not under Northwind Group: it reads like an unknown one.
    expect((await request({ level: 'channel', channelId: SOLO_STALL })).errors?.[0]).toMatchObject({ code: 'not-found' });

    const row = db.reports.get((narrowed.data as { id: string }).id)!;
    const rows = reportRows(
      row,
      (id) => db.resources.get(id),
      () => [],
    );
    const header = rows[0] as string[];
    const lines = rows.slice(1);
    expect(new Set(lines.map((line) => line[header.indexOf('Channel')]))).toEqual(new Set(['Flagship Store']));
    expect(new Set(lines.map((line) => line[header.indexOf('Terminal')]))).toEqual(
      new Set(['Till 1 (NW-PAX-00101)', 'Till 2 (NW-PAX-00102)', 'Customer service desk (NW-PAX-00117)']),
    );
    admin.close();
  });
});
