import { parseCsv, runsAsFormula } from '../../tests/csv-readers';
import { nowIso } from '../clock';
import { sandboxControls } from '../controls';
import { balanceIn } from '../db/ledger';
import { db } from '../db/store';
import { API, openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { entriesOf } from './money-books';

setupSandboxServer();

const GROUP = 'res_org_northwind';
const SOLO = 'res_prj_solo';

type Statement = {
  id: string;
  attributes: {
    kind: string;
    holderId: string;
    currency: string;
    month: string;
    periodFrom: string;
    periodTo: string;
    monthToDate: boolean;
    openingBalance: number;
    totalIn: number;
    totalOut: number;
    closingBalance: number;
    entryCount: number;
    ledgerBalanceAtClose: number;
    matchesLedger: boolean;
    fileNames: { csv: string; pdf: string };
  };
};
type Line = { id: string; attributes: { date: string; type: string; description: string | null; reference: string; amount: number; balanceAfter: number } };

async function live(email: string) {
  const token = await signIn(email);
  const session = await openLive(token);
  const action = (name: string, payload?: unknown, id?: string) => session.action(name, payload, { endpoint: 'payouts/actions', ...(id && { id }) });
  const statements = async (payload: Record<string, unknown>) => (await action('statements/list', { page: { size: 500 }, ...payload })).data as Statement[];
  const lines = async (id: string) => (await action('statement-entries/list', { page: { size: 500 } }, id)).data as Line[];
  const file = (id: string, format: string, bearer: string | null = token) =>
    fetch(`${API}/statements/${id}/file?format=${format}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  return { ...session, token, action, statements, lines, file };
}

const codeOf = (answer: { errors?: { code: string }[] }) => answer.errors?.[0]?.code;

describe('monthly statements', () => {
  it("chain every month of every currency of the organization's account: opening + entries = closing = the ledger", async () => {
    const finance = await live('finance@sandbox.test');
    const rows = await finance.statements({ resourceId: GROUP, filter: { kind: 'account' } });
    const ledger = entriesOf(GROUP);
    expect(new Set(rows.map((r) => r.attributes.currency))).toEqual(new Set(ledger.map((e) => e.currency)));
    // Newest first: the current month (to date) heads the list.
    expect(rows[0].attributes).toMatchObject({ month: nowIso().slice(0, 7), monthToDate: true, periodTo: nowIso() });
    const byCurrency = new Map<string, Statement[]>();
    for (const row of rows) byCurrency.set(row.attributes.currency, [...(byCurrency.get(row.attributes.currency) ?? []), row]);
    for (const [currency, months] of byCurrency) {
      const oldestFirst = [...months].reverse();
      let previous = 0;
      for (const { id, attributes: s } of oldestFirst) {
        expect(id).toBe(`stm_account_${GROUP}_${currency}_${s.month}`);
        expect(s.openingBalance).toBe(previous);
        expect(s.openingBalance + s.totalIn + s.totalOut).toBe(s.closingBalance);
        // The ledger's own balance at the month's last millisecond, computed here once more.
        const close = s.monthToDate ? s.periodTo : new Date(Date.parse(s.periodTo) - 1).toISOString();
        expect(s.closingBalance).toBe(balanceIn(ledger, currency, close).total);
        expect(s).toMatchObject({ ledgerBalanceAtClose: s.closingBalance, matchesLedger: true });
        previous = s.closingBalance;
      }
      // Months follow each other without a gap, from the first entry's to now.
      expect(oldestFirst.map((r) => r.attributes.month)).toEqual(
        oldestFirst.map((_, index) => {
          const [year, month] = oldestFirst[0].attributes.month.split('-').map(Number);
          const at = new Date(Date.UTC(year, month - 1 + index, 1));
          return at.toISOString().slice(0, 7);
        }),
      );
    }
    // Each line's running balance, from the opening to the closing.
    const busiest = rows.filter((r) => !r.attributes.monthToDate).sort((a, b) => b.attributes.entryCount - a.attributes.entryCount)[0];
    const lines = await finance.lines(busiest.id);
    expect(lines).toHaveLength(Math.min(500, busiest.attributes.entryCount));
    let balance = busiest.attributes.openingBalance;
    for (const line of lines) expect(line.attributes.balanceAfter).toBe((balance += line.attributes.amount));
    if (busiest.attributes.entryCount <= 500) expect(balance).toBe(busiest.attributes.closingBalance);
    finance.close();
  });

  it('lists the wallet too, filters by kind, currency and month, and a standalone project has its balance', async () => {
    const admin = await live('admin@sandbox.test');
    const wallet = await admin.statements({ resourceId: GROUP, filter: { kind: 'wallet' } });
    expect(wallet.length).toBeGreaterThan(0);
    expect(wallet.every((r) => r.id.startsWith(`stm_wallet_${GROUP}_`) && r.attributes.matchesLedger)).toBe(true);
    const month = wallet.at(-1)!.attributes.month;
    const eur = await admin.statements({
      resourceId: GROUP,
      filters: [
        { field: 'currency', value: 'EUR' },
        { field: 'month', operator: 'lte', value: month },
      ],
    });
    expect(eur.every((r) => r.attributes.currency === 'EUR' && r.attributes.month <= month)).toBe(true);
    const solo = await admin.statements({ resourceId: SOLO });
    expect(new Set(solo.map((r) => r.attributes.kind))).toEqual(new Set(['balance', 'wallet']));
    expect(solo.every((r) => r.attributes.matchesLedger)).toBe(true);
    // A project of an organization has no statements of its own: its money is on the organization's.
    expect(await admin.statements({ resourceId: 'res_prj_northwind_shop' })).toEqual([]);
    admin.close();
  });

  it('refuses: no right, another workspace, unknown or future months alike', async () => {
    const finance = await live('finance@sandbox.test');
    const [one] = await finance.statements({ resourceId: GROUP, filter: { kind: 'account' } });
    const support = await live('support@sandbox.test');
    expect(codeOf(await support.action('statements/list', { resourceId: GROUP }))).toBe('forbidden');
    expect(codeOf(await support.action('statements/get', undefined, one.id))).toBe('forbidden');
    expect((await support.file(one.id, 'csv')).status).toBe(404);
    expect(codeOf(await finance.action('statements/list', { resourceId: SOLO }))).toBe('forbidden');
    const admin = await live('admin@sandbox.test');
    const [solo] = await admin.statements({ resourceId: SOLO, filter: { kind: 'balance' } });
    for (const id of [solo.id, 'stm_account_res_org_northwind_EUR_2999-01', 'stm_account_res_org_northwind_EUR_2020-13', 'stm_nope']) {
      expect(codeOf(await finance.action('statements/get', undefined, id))).toBe('not-found');
      expect(codeOf(await finance.action('statement-entries/list', { page: { size: 5 } }, id))).toBe('not-found');
      expect((await finance.file(id, 'pdf')).status).toBe(404);
    }
    expect((await finance.file(one.id, 'csv', null)).status).toBe(401);
    expect((await finance.file(one.id, 'xlsx')).status).toBe(400);
    for (const session of [finance, support, admin]) session.close();
  });
});

describe('statement files', () => {
  it('CSV: the statement with every line and its running balance, every cell inert in a spreadsheet', async () => {
    const finance = await live('finance@sandbox.test');
    const rows = await finance.statements({ resourceId: GROUP, filter: { kind: 'account', currency: 'EUR' } });
    const statement = rows
      .filter((r) => !r.attributes.monthToDate && r.attributes.entryCount > 0)
      .sort((a, b) => a.attributes.entryCount - b.attributes.entryCount)[0];
    const lines = await finance.lines(statement.id);
    const payment = lines.map((line) => db.ledger.get(line.id)!.paymentId).find(Boolean)!;
    db.transactions.patch(payment, { description: '=1+1' });
    const file = await finance.file(statement.id, 'csv');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toContain(`filename="${statement.attributes.fileNames.csv}"`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(Number(file.headers.get('content-length'))).toBe(bytes.byteLength);
    const text = new TextDecoder().decode(bytes);
    const csv = parseCsv(text.replace(/^\uFEFF/, ''));
    // Our own numbers are plain decimals (a debit starts with '-'); every other cell is inert.
    const ours = /^-?\d+(\.\d+)?$/;
    for (const cell of csv.flat().filter((c) => !ours.test(c))) expect(runsAsFormula(cell), JSON.stringify(cell)).toBe(false);
    expect(csv.flat()).toContain("'=1+1");
    const minor = (cell: string) => Math.round(Number(cell) * 100);
    const value = (label: string) => minor(csv.find((row) => row[0] === label)![1]);
    expect(value('Opening balance')).toBe(statement.attributes.openingBalance);
    expect(value('Closing balance')).toBe(statement.attributes.closingBalance);
    expect(value('Ledger balance at close')).toBe(statement.attributes.closingBalance);
    const header = csv.findIndex((row) => row[0] === 'Date');
    expect(csv[header]).toEqual(['Date', 'Type', 'Description', 'Reference', 'Currency', 'Amount', 'Balance']);
    const csvLines = csv.slice(header + 1, header + 1 + statement.attributes.entryCount);
    expect(csvLines).toHaveLength(statement.attributes.entryCount);
    expect(csvLines.slice(0, lines.length).map((row) => row[3])).toEqual(lines.map((line) => line.attributes.reference));
    expect(minor(csvLines.at(-1)![6])).toBe(statement.attributes.closingBalance);
    finance.close();
  });

  it('PDF: a PDF document under its name; JPY and KWD amounts from their exponents', async () => {
    const finance = await live('finance@sandbox.test');
    const [eur] = await finance.statements({ resourceId: GROUP, filter: { kind: 'account', currency: 'EUR' }, page: { size: 1 } });
    const file = await finance.file(eur.id, 'pdf');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(`filename="${eur.attributes.fileNames.pdf}"`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(Number(file.headers.get('content-length'))).toBe(bytes.byteLength);
    // The CSV writes JPY without decimals and KWD with three.
    for (const [currency, pattern] of [
      ['JPY', /^-?\d+$/],
      ['KWD', /^-?\d+\.\d{3}$/],
    ] as const) {
      const [row] = await finance.statements({ resourceId: GROUP, filter: { kind: 'account', currency }, page: { size: 1 } });
      const csv = parseCsv((await (await finance.file(row.id, 'csv')).text()).replace(/^\uFEFF/, ''));
      expect(csv.find((r) => r[0] === 'Closing balance so far')![1]).toMatch(pattern);
    }
    finance.close();
  });

  it('a new entry moves the month to date at once, and the statement still matches the ledger', async () => {
    const finance = await live('finance@sandbox.test');
    const [before] = await finance.statements({ resourceId: GROUP, filter: { kind: 'account', currency: 'EUR' }, page: { size: 1 } });
    await sandboxControls.advance(60_000);
    db.ledger.insert({
      id: 'fx_statement_test:exchange-in',
      resourceId: GROUP,
      currency: 'EUR',
      type: 'exchange-in',
      amount: 1234,
      createdAt: nowIso(),
      availableOn: nowIso(),
      sourceType: 'exchange',
      sourceId: 'fx_statement_test',
      paymentId: null,
    });
    const after = (await finance.action('statements/get', undefined, before.id)).data as Statement;
    expect(after.attributes.closingBalance - before.attributes.closingBalance).toBe(1234);
    expect(after.attributes.entryCount).toBe(before.attributes.entryCount + 1);
    expect(after.attributes.matchesLedger).toBe(true);
    finance.close();
  });
});
