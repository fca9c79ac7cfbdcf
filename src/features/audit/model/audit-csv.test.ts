import { parseCsv, runsAsFormula } from '../../../../tests/csv-readers';
import type { AuditEntry } from '../api/audit-entry';
import { auditCsv, auditCsvColumns, auditCsvLines, auditFileName } from './audit-csv';

const headers = Object.fromEntries(auditCsvColumns.map((column) => [column, column])) as Record<(typeof auditCsvColumns)[number], string>;

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'aud_1',
  at: '2026-11-24T09:30:00.000Z',
  action: 'transactions/refund',
  actor: { id: 'usr_admin', name: 'Ada Admin', email: 'admin@sandbox.test' },
  session: { id: 'tok_1', userAgent: 'Mozilla/5.0 Chrome/140', ip: '203.0.113.7' },
  object: { type: 'transactions', id: 'trx_1' },
  resource: { id: 'res_org', name: 'Northwind Group' },
  changes: [
    { field: 'status', before: 'successful', after: 'partially-refunded' },
    { field: 'refundedAmount', before: 0, after: 1250 },
  ],
  ...overrides,
});

/** The file as a spreadsheet that honours quotes reads it, without the BOM. */
const read = (text: string) => parseCsv(text.replace(/^\uFEFF/, ''));

describe('the audit CSV', () => {
  it('writes one line per changed field, each with the whole entry: both instants, actor, action, object, workspace, session', () => {
    const [header, ...lines] = read(auditCsv([entry()], headers, 'Europe/Riga'));
    expect(header).toEqual([...auditCsvColumns]);
    expect(lines).toEqual([
      [
        '2026-11-24T09:30:00.000Z',
        '2026-11-24T11:30:00.000+02:00',
        'Ada Admin',
        'admin@sandbox.test',
        'transactions/refund',
        'transactions',
        'trx_1',
        'Northwind Group',
        'status',
        'successful',
        'partially-refunded',
        'tok_1',
        '203.0.113.7',
      ],
      [
        '2026-11-24T09:30:00.000Z',
        '2026-11-24T11:30:00.000+02:00',
        'Ada Admin',
        'admin@sandbox.test',
        'transactions/refund',
        'transactions',
        'trx_1',
        'Northwind Group',
        'refundedAmount',
        '0',
        '1250',
        'tok_1',
        '203.0.113.7',
      ],
    ]);
  });

  it('writes an entry that changed nothing as one line, and a missing value or workspace as an empty cell', () => {
    const lines = auditCsvLines(entry({ changes: [], resource: null, session: { id: 'tok_2', userAgent: null, ip: null } }), 'UTC');
    expect(lines).toHaveLength(1);
    expect(read(auditCsv([entry({ changes: [{ field: 'description', before: null, after: 'x' }] })], headers, 'UTC'))[1].slice(8, 11)).toEqual([
      'description',
      '',
      'x',
    ]);
    const [, line] = read(auditCsv([entry({ changes: [], resource: null, session: { id: 'tok_2', userAgent: null, ip: null } })], headers, 'UTC'));
    expect(line.slice(1, 2)).toEqual(['2026-11-24T09:30:00.000+00:00']);
    expect(line.slice(7)).toEqual(['', '', '', '', 'tok_2', '']);
  });

  it('keeps every value inert and whole: formulas neutralised, line breaks quoted, bidi marks kept as text, lists and objects as text', () => {
    const values = ['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tTAB', '\rCR', 'two\nlines, "quoted"', 'a\u202Eb\u200F'];
    const text = auditCsv(
      [
        entry({
          changes: [
            ...values.map((value, index) => ({ field: `f${index}`, before: null, after: value })),
            { field: 'groups', before: ['a', 'b'], after: { role: '=admin' } },
          ],
        }),
      ],
      headers,
      'UTC',
    );
    const lines = read(text).slice(1);
    expect(lines).toHaveLength(values.length + 1);
    lines.forEach((line) => expect(line).toHaveLength(auditCsvColumns.length));
    const after = lines.map((line) => line[10]);
    for (const cell of after) expect(runsAsFormula(cell), JSON.stringify(cell)).toBe(false);
    expect(after[0]).toBe("'=1+1");
    expect(after[6]).toBe('two\nlines, "quoted"');
    expect(after[7]).toBe('a\u202Eb\u200F');
    expect(lines.at(-1)?.slice(9, 11)).toEqual(['a, b', `{"role":"=admin"}`]);
    // A name typed by a user is neutralised too.
    expect(read(auditCsv([entry({ actor: { id: 'u', name: '=HYPERLINK("x")', email: '' } })], headers, 'UTC'))[1][2]).toBe(`'=HYPERLINK("x")`);
  });

  it('names the file after the workspace and the day in the user zone, safe on every file system', () => {
    const now = new Date('2026-11-24T23:30:00.000Z');
    expect(auditFileName('Northwind Group', now, 'Europe/Riga')).toBe('audit-Northwind Group-2026-11-25.csv');
    expect(auditFileName('../a/b: c?\u202Ed', now, 'UTC')).toBe('audit-..-a-b_ c_d-2026-11-24.csv');
  });
});
