import { naivePieces, parseCsv, runsAsFormula } from '../../../tests/csv-readers';
import { CSV_CELL_MAX, csvCell, csvMoney, csvRow, neutraliseFormulas, toCsv } from '.';

const PAYLOADS = [
  '=1+1',
  'a;=HYPERLINK("http://evil.test")@x.test',
  ' ＝1+1',
  '\t=1',
  '+1',
  '-1+1',
  '@SUM(A1)',
  '\u00A0=1',
  '\u3000＋1',
  '\u200B\u202E=1',
  '\r=1',
  '\n=1',
  '"=1',
  'a\r\n=1',
  'a,=1',
  'a; \u2060-cmd|/C calc!A0',
  '﹦1',
  '−1',
];

describe('csvCell: one rule for every CSV the product writes', () => {
  it.each(PAYLOADS)('%j stays one inert cell for every list separator', (payload) => {
    const line = csvRow(['tx_1', payload, 'end']);
    // A reader that honours quotes, with `,` (English) or `;` (most of our languages) as the separator.
    const [commaRow] = parseCsv(line);
    expect(commaRow).toHaveLength(3);
    expect(commaRow[1].replace(/'/g, '')).toBe(payload.replace(/'/g, ''));
    expect(runsAsFormula(commaRow[1])).toBe(false);
    for (const cell of parseCsv(line, ';').flat()) expect(runsAsFormula(cell)).toBe(false);
    // A reader that ignores quotes after the line's first cell and splits at `;`: no piece starts a formula.
    for (const piece of naivePieces(line)) expect(runsAsFormula(piece), JSON.stringify(piece)).toBe(false);
  });

  it("prefixes `'` before the skipped leading characters, and after a separator in the text", () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell(' ＝1+1')).toBe(`"' ＝1+1"`);
    expect(csvCell('\t=1')).toBe(`"'\t'=1"`);
    expect(csvCell('a;=HYPERLINK("x")@x.test')).toBe(`"a;'=HYPERLINK(""x"")@x.test"`);
    expect(neutraliseFormulas('a\n\n=1')).toBe("a\n\n'=1");
    expect(neutraliseFormulas('Refund; 12 EUR, thanks')).toBe('Refund; 12 EUR, thanks');
  });

  it('quotes every text, doubling quotes, and leaves harmless text as it was', () => {
    expect(csvCell('Anna Smith')).toBe('"Anna Smith"');
    expect(csvCell('Anna, "Ann" Smith')).toBe('"Anna, ""Ann"" Smith"');
    expect(csvCell('anna@example.test')).toBe('"anna@example.test"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes numbers the product made bare, and number-like text as text', () => {
    expect(csvCell(csvMoney(-1250, 'EUR'))).toBe('-12.50');
    expect(csvCell(csvMoney(1250, 'JPY'))).toBe('1250');
    expect(csvCell(csvMoney(45250, 'KWD'))).toBe('45.250');
    expect(csvCell(csvMoney(-5, 'EUR'))).toBe('-0.05');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(Number.NaN)).toBe('""');
    // The same characters typed by a user are text: quoted, and a leading minus neutralised.
    expect(csvCell('-12.50')).toBe(`"'-12.50"`);
    expect(csvCell('12.50')).toBe('"12.50"');
    expect(csvCell({ csvNumber: '=1+1' })).toBe(`"'=1+1"`);
    expect(() => csvMoney(12.5, 'EUR')).toThrow(RangeError);
  });

  // How long it takes is a figure of `npm run bench`, not a test.
  it('keeps a field of 100,000 lines one cell, cut to the spreadsheet limit, every kept line neutralised', () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => (i % 7 === 0 ? `=line ${i}` : `line ${i}`)).join('\n');
    const file = toCsv([
      ['id', 'text'],
      ['tx_1', lines],
    ]);
    const rows = parseCsv(file.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveLength(2);
    expect(rows[1][1].length).toBeLessThanOrEqual(CSV_CELL_MAX);
    expect(rows[1][1].endsWith('…')).toBe(true);
    expect(rows[1][1].split('\n').filter((line) => runsAsFormula(line))).toEqual([]);
    // Short enough to keep: every line is there.
    const short = lines.split('\n').slice(0, 1000).join('\n');
    expect(parseCsv(csvRow(['tx_1', short]))[0][1].split('\n')).toHaveLength(1000);
  });

  it('never splits a surrogate pair when cutting', () => {
    const text = `${'x'.repeat(CSV_CELL_MAX - 2)}😀😀`;
    const [[cell]] = parseCsv(csvCell(text));
    expect(cell).toHaveLength(CSV_CELL_MAX - 1);
    expect(cell.endsWith('x…')).toBe(true);
  });
});
