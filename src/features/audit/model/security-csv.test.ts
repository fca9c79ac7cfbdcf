import { naivePieces, parseCsv, runsAsFormula } from '../../../../tests/csv-readers';
import type { AuditEntry } from '../api/audit-entry';
import { securityCsv, securityCsvColumns, securityFileName } from './security-csv';

const headers = Object.fromEntries(securityCsvColumns.map((column) => [column, column])) as Record<(typeof securityCsvColumns)[number], string>;

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'aud_1',
  at: '2026-11-24T09:30:00.000Z',
  action: 'auth/signInFailed',
  actor: { id: 'usr_finance', name: 'Fiona Finance', email: 'finance@sandbox.test' },
  session: { id: 'sign-in', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/121.0', ip: '203.0.113.200' },
  object: { type: 'users', id: 'usr_finance' },
  resource: { id: 'res_org', name: 'Northwind Group' },
  changes: [{ field: 'reason', before: null, after: 'invalid-credentials' }],
  ...overrides,
});

const read = (text: string) => parseCsv(text.replace(/^\uFEFF/, ''));

describe('the security log CSV', () => {
  it('writes one line per event: both instants, the event, who, the address, device and session, the object, the workspace and the details', () => {
    const [header, failed, role] = read(
      securityCsv(
        [
          entry(),
          entry({
            action: 'team/changeRole',
            changes: [{ field: 'role', before: 'support', after: 'finance' }],
            session: { id: 'tok_1', userAgent: null, ip: null },
          }),
        ],
        headers,
        'Europe/Riga',
      ),
    );
    expect(header).toEqual([...securityCsvColumns]);
    expect(failed).toEqual([
      '2026-11-24T09:30:00.000Z',
      '2026-11-24T11:30:00.000+02:00',
      'auth/signInFailed',
      'Fiona Finance',
      'finance@sandbox.test',
      '203.0.113.200',
      'Mozilla/5.0 (X11; Linux x86_64) Firefox/121.0',
      'sign-in',
      'users',
      'usr_finance',
      'Northwind Group',
      'reason: invalid-credentials',
    ]);
    expect(role.slice(5, 8)).toEqual(['', '', 'tok_1']);
    expect(role[11]).toBe('role: support → finance');
  });

  it.each(['=1+1', '@SUM(A1)', '+cmd|calc', '-2+3', '\u202E=1+1', '\u200F@SUM(A1)', '\u2066=HYPERLINK("x")\u2069', '＝1+1', '\t=1+1'])(
    'keeps a hostile member name inert: %j',
    (name) => {
      const text = securityCsv([entry({ actor: { id: 'usr_x', name, email: `${name}@example.com` } })], headers, 'UTC');
      const [, line] = read(text);
      // Every reader: one that honours quotes, and one that splits at every separator.
      for (const cell of [...line, ...naivePieces(text)]) expect(runsAsFormula(cell), cell).toBe(false);
      // The name is all there, bidi marks too, with a `'` where it could start a formula (also after its TAB).
      expect(line[3].startsWith("'")).toBe(true);
      expect(line[3].replaceAll("'", '')).toBe(name);
    },
  );

  it('names the file after the workspace and the day in the user’s zone, safely', () => {
    expect(securityFileName('Northwind/Group', new Date('2026-11-24T23:30:00.000Z'), 'Europe/Riga')).toBe('security-log-Northwind-Group-2026-11-25.csv');
  });
});
