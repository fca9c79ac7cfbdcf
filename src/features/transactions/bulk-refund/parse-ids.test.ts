import { parseIds } from './parse-ids';

describe('parseIds', () => {
  it('reads one ID per line and keeps each line number', () => {
    expect(parseIds('trx_a\ntrx_b\ntrx_c')).toEqual([
      { line: 1, id: 'trx_a' },
      { line: 2, id: 'trx_b' },
      { line: 3, id: 'trx_c' },
    ]);
  });

  it('tolerates blank lines, spaces, tabs, commas, semicolons, quotes and Windows line ends', () => {
    expect(parseIds('  trx_a ,\r\n\r\n\ttrx_b;trx_c\n"trx_d",\n;;\n')).toEqual([
      { line: 1, id: 'trx_a' },
      { line: 3, id: 'trx_b' },
      { line: 3, id: 'trx_c' },
      { line: 4, id: 'trx_d' },
    ]);
  });

  it('keeps duplicates and points them at the first occurrence, ignoring case', () => {
    expect(parseIds('trx_a\ntrx_b\nTRX_A\ntrx_b, trx_a')).toEqual([
      { line: 1, id: 'trx_a' },
      { line: 2, id: 'trx_b' },
      { line: 3, id: 'TRX_A', duplicateOfLine: 1 },
      { line: 4, id: 'trx_b', duplicateOfLine: 2 },
      { line: 4, id: 'trx_a', duplicateOfLine: 1 },
    ]);
  });

  it('answers nothing for empty or separator-only text', () => {
    expect(parseIds('')).toEqual([]);
    expect(parseIds(' \n,\n;\t\n')).toEqual([]);
  });
});
