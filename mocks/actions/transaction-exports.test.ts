import { toMajorText } from '@/lib/money';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { API, openLive, signIn, signInAs } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { naivePieces, parseCsv, runsAsFormula } from '../../tests/csv-readers';
import { EXPORT_CHUNK_ROWS, EXPORT_STEP_MS, EXPORTS_KEPT, exportFileName } from './transaction-exports';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
const download = (id: string, token: string) => fetch(`${API}/transaction-exports/${id}/file`, { headers: { authorization: `Bearer ${token}` } });
const csvRows = (text: string) => parseCsv(text.replace(/^\uFEFF/, ''));

describe('transaction exports (sandbox)', () => {
  it('writes exactly the filtered rows and the asked columns in the background, then serves the file to its owner only', async () => {
    const token = await signIn('admin@sandbox.test');
    const live = await openLive(token);
    const filter = [{ field: 'currency', operator: 'in', value: ['JPY'] }];
    const expected = db.transactions
      .filter((t) => t.projectId === SHOP && t.currency === 'JPY')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));

    const created = await live.action('transaction-exports/create', {
      resourceId: SHOP,
      filter,
      sort: '-createdAt',
      columns: ['id', 'amount', 'status'],
      timezone: 'Asia/Tokyo',
    });
    expect(created.errors).toBeUndefined();
    expect(created.data).toMatchObject({
      attributes: { status: 'pending', progress: 0, rowCount: expected.length, fileName: 'northwind-shop_transactions_all.csv' },
    });
    const id = (created.data as { id: string }).id;
    expect((await download(id, token)).status).toBe(409);

    const from = live.messages.length;
    const steps = Math.ceil(expected.length / EXPORT_CHUNK_ROWS);
    sandboxControls.advance(EXPORT_STEP_MS * steps);
    const update = await live.next((m) => m.event === 'resource-updated' && JSON.parse(m.data).attributes?.status === 'ready', undefined, from);
    expect(JSON.parse(update.data)).toMatchObject({ type: 'transaction-exports', id, attributes: { progress: 100 } });

    const file = await download(id, token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toContain('filename="northwind-shop_transactions_all.csv"');
    const text = (await file.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('"Transaction ID","Reference ID","Amount","Currency","Status"');
    const [, ...rows] = csvRows(text);
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((row) => row[0])).toEqual(expected.map((t) => t.id));
    // JPY has no decimals: the plain amount, in major units, unquoted so that it is a number.
    expect(text.split('\r\n')[1]).toMatch(/^"trx_[^"]+","ORD-[^"]+",-?\d+,"JPY",/);

    const other = await signIn('support@sandbox.test');
    expect((await download(id, other)).status).toBe(404);
    expect((await download('tex_unknown', token)).status).toBe(404);
    const otherLive = await openLive(other);
    expect((await otherLive.action('transaction-exports/get', undefined, { id })).errors?.[0]).toMatchObject({ code: 'not-found' });
    live.close();
    otherLive.close();
  });

  it('is seen only by a session acting as the identity that made it, while it is active and reads the workspace; checked on every download', async () => {
    const finance = await signInAs('multi@sandbox.test', 'idn_multi_finance');
    const live = await openLive(finance);
    const created = await live.action('transaction-exports/create', {
      resourceId: SHOP,
      filter: [{ field: 'currency', operator: 'in', value: ['KWD'] }],
      columns: ['id'],
    });
    const id = (created.data as { id: string }).id;
    // The same user signed in as another identity: no pushes, and the export reads as unknown.
    const developer = await signInAs('multi@sandbox.test', 'idn_multi_developer');
    const otherLive = await openLive(developer);
    sandboxControls.advance(EXPORT_STEP_MS);
    await live.next((m) => m.event === 'resource-updated' && m.data.includes(id) && m.data.includes('"ready"'));
    expect((await download(id, finance)).status).toBe(200);
    expect(otherLive.messages.some((m) => m.event === 'resource-updated' && m.data.includes(id))).toBe(false);
    const asDeveloper = await download(id, developer);
    expect(asDeveloper.status).toBe(404);
    expect((await asDeveloper.json()).errors[0]).toMatchObject({ code: 'not-found' });
    expect((await otherLive.action('transaction-exports/get', undefined, { id })).errors?.[0]).toMatchObject({ code: 'not-found' });

    // The identity no longer reads the workspace's transactions: unknown, until it does again.
    const identity = db.identities.get('idn_multi_finance')!;
    db.identities.patch(identity.id, { groupIds: [] });
    expect((await download(id, finance)).status).toBe(404);
    db.identities.patch(identity.id, { groupIds: identity.groupIds });
    expect((await download(id, finance)).status).toBe(200);

    // Deactivated: its session's download is refused, and so is the export's state.
    db.identities.patch(identity.id, { status: 'inactive' });
    const refused = await download(id, finance);
    expect(refused.status).toBe(403);
    expect((await refused.json()).errors[0]).toMatchObject({ code: 'forbidden' });
    expect((await live.action('transaction-exports/get', undefined, { id })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    live.close();
    otherLive.close();
  });

  it('reports progress step by step for a large export', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const created = await live.action('transaction-exports/create', { resourceId: SHOP, columns: ['id'], timezone: 'UTC' });
    const { id, attributes } = created.data as { id: string; attributes: { rowCount: number } };
    expect(attributes.rowCount).toBeGreaterThan(EXPORT_CHUNK_ROWS);
    sandboxControls.advance(EXPORT_STEP_MS);
    const first = db.transactionExports.get(id)!;
    expect(first).toMatchObject({ status: 'processing', written: EXPORT_CHUNK_ROWS });
    expect(first.progress).toBeGreaterThan(0);
    expect(first.progress).toBeLessThan(100);
    live.close();
  });

  it('keeps the newest exports of a user only', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const ids: string[] = [];
    for (let i = 0; i <= EXPORTS_KEPT; i += 1) {
      const created = await live.action('transaction-exports/create', {
        resourceId: SHOP,
        filter: [{ field: 'currency', operator: 'in', value: ['KWD'] }],
        columns: ['id'],
      });
      ids.push((created.data as { id: string }).id);
      sandboxControls.advance(1000);
    }
    expect(
      db.transactionExports
        .all()
        .map((row) => row.id)
        .sort(),
    ).toEqual(ids.slice(1).sort());
    live.close();
  });

  it('refuses a filter the list does not know, pointing at it', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const answer = await live.action('transaction-exports/create', {
      resourceId: SHOP,
      filter: [{ field: 'bogus', operator: 'eq', value: 'x' }],
      columns: ['id'],
    });
    expect(answer.errors?.[0]).toMatchObject({ source: { pointer: '/filter/0/field' } });
    live.close();
  });

  it('always starts the file with the keys it is reconciled by: the default columns, or columns without them', async () => {
    const token = await signIn('admin@sandbox.test');
    const live = await openLive(token);
    const filter = [{ field: 'currency', operator: 'in', value: ['KWD'] }];
    const headerOf = async (columns: string[]) => {
      const created = await live.action('transaction-exports/create', { resourceId: SHOP, filter, columns, timezone: 'UTC' });
      expect(created.errors).toBeUndefined();
      sandboxControls.advance(EXPORT_STEP_MS);
      const [header, first] = csvRows(await (await download((created.data as { id: string }).id, token)).text());
      return { header, first };
    };
    // What the list shows by default (its default columns), as the dashboard asked before the keys were forced.
    const listDefault = await headerOf(['createdAt', 'amount', 'status', 'type', 'customer', 'paymentMethod', 'referenceId']);
    expect(listDefault.header).toEqual([
      'Transaction ID',
      'Reference ID',
      'Created',
      'Amount',
      'Currency',
      'Status',
      'Type',
      'Customer name',
      'Customer e-mail',
      'Payment method',
    ]);
    const row = db.transactions.get(listDefault.first[0])!;
    expect(listDefault.first[1]).toBe(row.referenceId);
    expect((await headerOf(['amount'])).header).toEqual(['Transaction ID', 'Reference ID', 'Amount', 'Currency']);
    expect((await headerOf(['referenceId', 'amount', 'id'])).header).toEqual(['Transaction ID', 'Reference ID', 'Amount', 'Currency']);
    live.close();
  });

  it('writes amounts as numbers in major units, and customer text that a spreadsheet would run as inert quoted text', async () => {
    const token = await signIn('admin@sandbox.test');
    const live = await openLive(token);
    const payloads = ['=1+1', 'a;=HYPERLINK("http://evil.test")@x.test', ' ＝1+1', '\t=1'];
    const victims = db.transactions.filter((t) => t.projectId === SHOP && t.type === 'refund' && t.currency === 'EUR').slice(0, payloads.length);
    payloads.forEach((payload, i) =>
      db.transactions.upsert({
        ...victims[i],
        customer: { name: payload, email: payload },
        reason: payload,
        requester: { name: payload, email: payload },
        referenceId: `INJ-${i}`,
      }),
    );
    const created = await live.action('transaction-exports/create', {
      resourceId: SHOP,
      filter: [{ field: 'referenceId', operator: 'contains', value: 'INJ-' }],
      sort: 'id',
      columns: ['referenceId', 'customer', 'amount', 'reason', 'requestedBy'],
      timezone: 'UTC',
    });
    const id = (created.data as { id: string }).id;
    sandboxControls.advance(EXPORT_STEP_MS);
    const text = (await (await download(id, token)).text()).replace(/^\uFEFF/, '');
    const [header, ...rows] = csvRows(text);
    expect(header).toEqual(['Transaction ID', 'Reference ID', 'Customer name', 'Customer e-mail', 'Amount', 'Currency', 'Reason', 'Requested by']);
    expect(rows).toHaveLength(payloads.length);
    const byReference = new Map(rows.map((row) => [row[1], row]));
    payloads.forEach((payload, i) => {
      const [id, , name, email, amount, currency, reason, requestedBy] = byReference.get(`INJ-${i}`)!;
      expect(id).toBe(victims[i].id);
      // The text is all there, with a `'` where a formula could start; the refund stays a negative number.
      expect(name.replace(/'/g, '')).toBe(payload);
      expect(email).toBe(name);
      // A refund's reason and who asked are typed by users too: the same rule.
      expect(reason).toBe(name);
      expect(requestedBy).toBe(name);
      expect(amount).toBe(toMajorText(-victims[i].amount, 'EUR'));
      expect(currency).toBe('EUR');
    });
    // Read with `,` or with `;` as the list separator, or split at every `;` regardless of quotes: no text cell starts a formula.
    const ours = /^-?\d+(\.\d+)?$/;
    const cells = [...rows.flat(), ...parseCsv(text, ';').flat(), ...naivePieces(text)];
    for (const cell of cells.filter((c) => !ours.test(c))) expect(runsAsFormula(cell), JSON.stringify(cell)).toBe(false);
    live.close();
  });

  it('names the file after the workspace and the created range in the user zone', () => {
    const filter = [
      { field: 'createdAt', operator: 'gte', value: '2026-01-31T23:00:00.000Z' },
      { field: 'createdAt', operator: 'lte', value: '2026-02-28T22:59:59.999Z' },
    ];
    expect(exportFileName('Northwind Group', filter, 'Europe/Berlin', '2026-03-01T00:00:00Z')).toBe('northwind-group_transactions_2026-02-01_2026-02-28.csv');
    expect(exportFileName('Café Ünïcode!', [], 'UTC', '2026-03-01T00:00:00Z')).toBe('cafe-unicode_transactions_all.csv');
  });
});
