import { parseAnswer } from '@/lib/contract';
import { naivePieces, parseCsv, runsAsFormula } from '../../tests/csv-readers';
import { sandboxControls } from '../controls';
import { seedReports } from '../db/reports';
import { db } from '../db/store';
import { API, call, login, openLive, signIn, signinAttributes } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { GENERATE_MS, READY_MS, RETENTION_MS } from './reports';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
const DAY = 86_400_000;

type Row = {
  id: string;
  attributes: Record<string, unknown> & { status: string; kind: string; level: string; createdAt: string; fileName: string; size: number | null };
};
const rowsOf = (answer: { data?: unknown }) => answer.data as Row[];
const attributesOf = (answer: { data?: unknown }) => (answer.data as Row).attributes;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const body = (attributes: Record<string, unknown>, resourceId = SHOP) => ({
  resourceId,
  data: {
    type: 'reports',
    attributes: { kind: 'processing-transactions', level: 'project', format: 'csv', period: { from: isoDay(-30), to: isoDay(-1) }, ...attributes },
  },
});
const download = (id: string, token?: string) => fetch(`${API}/reports/${id}/file`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the seed', () => {
  it('is deterministic: every level, both kinds, ready, expired and failed reports', () => {
    const lookup = (id: string) => db.resources.get(id);
    const children = (id: string) => db.resources.filter((r) => r.parentId === id && r.resourceType === 'project');
    expect(seedReports(lookup, children)).toEqual(seedReports(lookup, children));
    const rows = db.reports.all();
    expect(new Set(rows.map((r) => r.level))).toEqual(new Set(['organization', 'project', 'channel', 'terminal']));
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['processing-transactions', 'settled-transactions']));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['ready', 'expired', 'failed']));
    expect(new Set(rows.map((r) => r.resourceId))).toEqual(new Set(['res_org_northwind', SHOP, 'res_prj_northwind_sandbox', 'res_prj_solo']));
    for (const r of rows.filter((row) => row.status === 'ready')) expect(Date.parse(r.expiresAt!)).toBeGreaterThan(Date.now());
    for (const r of rows.filter((row) => row.status === 'expired')) expect(Date.parse(r.expiresAt!)).toBeLessThan(Date.now());
  });
});

describe('reports/list and get', () => {
  it("lists the workspace's reports (its projects' included) newest first, filtered, with the total", async () => {
    const live = await openLive(await signIn('finance@sandbox.test'));
    const all = await live.action('reports/list', { resourceId: 'res_org_northwind' });
    expect(all.errors).toBeUndefined();
    expect((await parseAnswer('reports/list', all.data)).ok).toBe(true);
    const northwind = db.reports.filter((r) => r.resourceId !== 'res_prj_solo');
    expect(all.meta?.page?.total).toBe(northwind.length);
    const created = rowsOf(all).map((r) => r.attributes.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const shop = await live.action('reports/list', { resourceId: SHOP });
    expect(shop.meta?.page?.total).toBe(db.reports.filter((r) => r.resourceId === SHOP).length);
    const expired = await live.action('reports/list', { resourceId: 'res_org_northwind', filter: { status: 'expired', kind: 'processing-transactions' } });
    expect(rowsOf(expired).map((r) => [r.attributes.status, r.attributes.kind])).toEqual(
      northwind.filter((r) => r.status === 'expired' && r.kind === 'processing-transactions').map(() => ['expired', 'processing-transactions']),
    );
    const levels = await live.action('reports/list', {
      resourceId: 'res_org_northwind',
      filters: [{ field: 'level', operator: 'in', value: ['channel', 'terminal'] }],
    });
    expect(new Set(rowsOf(levels).map((r) => r.attributes.level))).toEqual(new Set(['channel', 'terminal']));
    expect((await live.action('reports/list', { resourceId: SHOP, filter: { owner: 'me' } })).errors?.[0]).toMatchObject({
      source: { pointer: '/filter/owner' },
    });

    const one = await live.action('reports/get', undefined, { id: 'rep_seed_01' });
    expect(attributesOf(one)).toMatchObject({
      status: 'ready',
      level: 'organization',
      size: expect.any(Number),
      fileName: expect.stringMatching(/^northwind-group_processing-transactions_organization_.*\.csv$/),
    });
    // Solo Store is another workspace for finance@; disputes@ holds no report permission.
    expect((await live.action('reports/get', undefined, { id: 'rep_seed_13' })).errors?.[0]).toMatchObject({ code: 'report-not-accessible' });
    expect((await live.action('reports/get', undefined, { id: 'rep_unknown' })).errors?.[0]).toMatchObject({ code: 'report-not-accessible' });
    live.close();
    const dana = await openLive(await signIn('disputes@sandbox.test'));
    expect((await dana.action('reports/list', { resourceId: 'res_org_northwind' })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    dana.close();
  });
});

describe('reports/request', () => {
  it('refuses broken periods and levels with field errors, and readers without the write permission', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const refusal = async (payload: unknown) => (await live.action('reports/request', payload)).errors?.[0];
    expect(await refusal(body({ period: { from: isoDay(-1), to: isoDay(-2) } }))).toMatchObject({
      code: 'period-order',
      source: { pointer: '/data/attributes/period/to' },
    });
    expect(await refusal(body({ period: { from: isoDay(-367), to: isoDay(-1) } }))).toMatchObject({
      code: 'period-too-long',
      source: { pointer: '/data/attributes/period/to' },
    });
    expect(await refusal(body({ period: { from: isoDay(-366), to: isoDay(-1) } }))).toBeUndefined();
    expect(await refusal(body({ period: { from: isoDay(-1), to: isoDay(1) } }))).toMatchObject({
      code: 'period-in-future',
      source: { pointer: '/data/attributes/period/to' },
    });
    expect(await refusal(body({ level: 'organization' }))).toMatchObject({ code: 'level-not-available', source: { pointer: '/data/attributes/level' } });
    expect(await refusal(body({ level: 'organization' }, 'res_org_northwind'))).toBeUndefined();
    expect(await refusal(body({ format: 'pdf' }))).toMatchObject({ source: { pointer: '/data/attributes/format' } });
    live.close();

    const finance = await openLive(await signIn('finance@sandbox.test'));
    expect((await finance.action('reports/request', body({}))).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await finance.action('reports/requestAgain', undefined, { id: 'rep_seed_03' })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    finance.close();
  });

  it('goes queued → generating → ready on the clock, pushed, then serves the file under its name', async () => {
    const token = await signIn('admin@sandbox.test');
    const live = await openLive(token);
    const requested = await live.action('reports/request', body({ kind: 'settled-transactions', level: 'channel' }));
    expect(requested.errors).toBeUndefined();
    const { id } = requested.data as Row;
    expect(attributesOf(requested)).toMatchObject({
      status: 'queued',
      size: null,
      fileName: `northwind-shop_settled-transactions_channel_${isoDay(-30)}_${isoDay(-1)}.csv`,
    });
    expect((await download(id, token)).status).toBe(409);

    const from = live.messages.length;
    sandboxControls.advance(GENERATE_MS);
    expect(db.reports.get(id)?.status).toBe('generating');
    sandboxControls.advance(READY_MS - GENERATE_MS);
    const row = db.reports.get(id)!;
    expect(row).toMatchObject({ status: 'ready', size: expect.any(Number) });
    const pushed = await live.next((m) => m.event === 'resource-updated' && m.data.includes(id) && m.data.includes('"status":"ready"'), undefined, from);
    expect(JSON.parse(pushed.data)).toMatchObject({ type: 'reports', id, attributes: { status: 'ready', size: row.size } });
    expect(live.messages.slice(from).some((m) => m.event === 'resource-updated' && m.data.includes('"status":"generating"'))).toBe(true);

    const file = await download(id, token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename="${row.fileName}"`);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(Number(file.headers.get('content-length'))).toBe(row.size);
    const rows = parseCsv((await file.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Settlement date', 'Transaction ID', 'Project', 'Channel', 'Type', 'Gross', 'Fee', 'Net', 'Currency']);
    expect(rows.length).toBeGreaterThan(2000);
    // Amounts are numbers (bare decimals), the rest quoted text.
    expect(rows[1].slice(5, 8).every((cell) => /^-?\d+(\.\d+)?$/.test(cell))).toBe(true);
    expect((await download(id)).status).toBe(401);
    const support = await signIn('support@sandbox.test');
    expect((await download(id, support)).status).toBe(404);
    live.close();

    // Checked again on every download: a reader whose identity was deactivated since is refused.
    const finance = signinAttributes(await login('finance@sandbox.test'));
    expect((await download(id, finance.accessToken)).status).toBe(200);
    db.identities.patch(finance.identityId!, { status: 'inactive' });
    const refused = await download(id, finance.accessToken);
    expect(refused.status).toBe(403);
    expect((await refused.json()).errors[0]).toMatchObject({ code: 'forbidden' });
  });

  it('writes workspace names that a spreadsheet would run as inert text, in CSV and XLSX alike', async () => {
    const token = await signIn('admin@sandbox.test');
    const live = await openLive(token);
    const payloads = ['=1+1', 'a;=HYPERLINK("http://evil.test")@x.test', ' ＝1+1', '\t=1'];
    const organization = db.resources.get('res_org_northwind')!;
    const shop = db.resources.get(SHOP)!;
    const reportOf = async (format: 'csv' | 'xlsx') => {
      const { id } = (await live.action('reports/request', body({ level: 'project', format }))).data as Row;
      sandboxControls.advance(READY_MS);
      return download(id, token);
    };
    for (const [orgName, projectName] of [payloads.slice(0, 2), payloads.slice(2)]) {
      db.resources.upsert({ ...organization, name: orgName });
      db.resources.upsert({ ...shop, name: projectName });
      const text = (await (await reportOf('csv')).text()).replace(/^\uFEFF/, '');
      const [header, first] = parseCsv(text);
      expect(header.slice(2, 4)).toEqual(['Organization', 'Project']);
      expect(first.slice(2, 4).map((cell) => cell.replace(/'/g, ''))).toEqual([orgName, projectName]);
      const ours = /^-?\d+(\.\d+)?$/;
      const cells = [...parseCsv(text).flat(), ...parseCsv(text, ';').flat(), ...naivePieces(text)];
      for (const cell of cells.filter((c) => !ours.test(c))) expect(runsAsFormula(cell), JSON.stringify(cell)).toBe(false);

      // The workbook is stored uncompressed: its sheet is readable in the bytes. Names are inline strings, never formulas.
      const sheet = new TextDecoder().decode(await (await reportOf('xlsx')).arrayBuffer());
      expect(sheet).not.toMatch(/<f>|<f /);
      const escaped = (name: string) => name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
      for (const name of [orgName, projectName]) expect(sheet).toContain(`t="inlineStr"><is><t xml:space="preserve">${escaped(name)}</t>`);
    }
    live.close();
  });

  it('serves xlsx reports as real workbooks', async () => {
    const token = await signIn('admin@sandbox.test');
    const file = await download('rep_seed_02', token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toContain('.xlsx"');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(String.fromCharCode(bytes[0], bytes[1])).toBe('PK');
    expect(bytes.byteLength).toBe(db.reports.get('rep_seed_02')!.size);
  });

  it('expires a ready report after 30 days (pushed, 410); an expired or failed one is requested again with the same parameters', async () => {
    const token = await signIn('admin@sandbox.test');
    const live = await openLive(token);
    const requested = await live.action('reports/request', body({}));
    const { id } = requested.data as Row;
    sandboxControls.advance(READY_MS);
    expect((await live.action('reports/requestAgain', undefined, { id })).errors?.[0]).toMatchObject({ code: 'report-available' });
    const from = live.messages.length;
    sandboxControls.advance(RETENTION_MS);
    expect(db.reports.get(id)?.status).toBe('expired');
    await live.next((m) => m.event === 'resource-updated' && m.data.includes(id) && m.data.includes('"status":"expired"'), undefined, from);
    const gone = await download(id, token);
    expect(gone.status).toBe(410);
    expect((await gone.json()).errors[0]).toMatchObject({ code: 'report-expired' });

    const again = await live.action('reports/requestAgain', undefined, { id });
    expect(again.errors).toBeUndefined();
    const old = db.reports.get(id)!;
    expect(again.data).toMatchObject({
      attributes: {
        status: 'queued',
        kind: old.kind,
        level: old.level,
        format: old.format,
        period: old.period,
        fileName: old.fileName,
        requestedAgainFrom: id,
      },
    });
    expect((again.data as Row).id).not.toBe(id);
    sandboxControls.advance(READY_MS);
    expect(db.reports.get((again.data as Row).id)).toMatchObject({ status: 'ready', size: old.size });

    const failed = await live.action('reports/requestAgain', undefined, { id: 'rep_seed_06' });
    expect(failed.data).toMatchObject({ attributes: { status: 'queued', level: 'terminal', requestedAgainFrom: 'rep_seed_06' } });
    expect((await call('GET', 'reports/rep_seed_06/file', undefined, token)).status).toBe(410);
    live.close();
  });
});
