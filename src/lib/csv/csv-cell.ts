/**
 * The one way the product writes CSV (transaction exports, report files): RFC 4180 with CRLF line
 * ends, written so that no cell can run as a spreadsheet formula, whatever list separator the
 * spreadsheet splits on (Excel uses `;` in most of our languages, and then reads a comma file
 * as one column per line, splitting at every `;`). docs/api/transaction-views-and-exports.md
 * states the rule for the backend.
 *
 * - A **text** cell is always quoted (`"…"`, inner quotes doubled), so a `,` `;` or line break in
 *   it stays inside one cell for a parser that honours quotes.
 * - It is **neutralised** by inserting one `'` where a cell could start with a formula: at the start
 *   of the text, and after every run of `;` `,` TAB, CR, LF in it (where a parser that splits on
 *   those, or ignores quotes after a line's first cell, would start a new cell), when the first
 *   character there, past white space (`\p{Z}`), invisible format characters (`\p{Cf}`: zero-width
 *   and bidi marks, BOM, soft hyphen) and `"`, is a trigger: `= + - @`, their full-width and small
 *   forms (`＝ ＋ － ＠ ﹦ ﹢ ﹣ ﹫`), the minus sign `−`, or a control character (`\p{Cc}`: TAB, CR,
 *   LF, …). The `'` goes before the skipped characters: ` ＝1+1` → `' ＝1+1`, `a;=1` → `a;'=1`.
 * - It is cut to `CSV_CELL_MAX` characters (Excel's limit per cell), ending in `…`.
 * - A **number** is unquoted only when the product made it: a finite JS number, or `csvMoney`
 *   (integer minor units → `-12.50`), and only when its text is a plain decimal
 *   (`-?(0|[1-9]\d*)(\.\d+)?`). Text that looks like a number is still text.
 */

import { toMajorText } from '@/lib/money';

/** Excel's limit of characters in one cell; longer text is cut, ending in `…`. */
export const CSV_CELL_MAX = 32_767;

/** A decimal the product wrote itself (never user text): written unquoted so spreadsheets read a number. */
export interface CsvNumber {
  readonly csvNumber: string;
}

export type CsvValue = string | number | CsvNumber | null | undefined;

const PLAIN_DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;
/** Characters a cell's start is looked past: white space, invisible format characters, quotes. */
const SKIPPED = /^[\p{Z}\p{Cf}"]$/u;
/** A cell starting with one of these may run as a formula. */
const TRIGGER = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212\p{Cc}]$/u;
/** Where a spreadsheet may start a new cell inside our text. */
const SEPARATOR = /^[;,\t\r\n]$/;

/** Integer minor units → the amount in major units with the currency's digits: (−1250, EUR) → `-12.50`, (1250, JPY) → `1250`. */
export function csvMoney(minor: number, currency: string): CsvNumber {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money must be an integer in minor units, got ${minor}`);
  return { csvNumber: toMajorText(minor, currency) };
}

const isCsvNumber = (value: unknown): value is CsvNumber => typeof value === 'object' && value !== null && typeof (value as CsvNumber).csvNumber === 'string';

/** Inserts `'` at each place where a spreadsheet could start a formula (see the module comment). Linear in the text. */
export function neutraliseFormulas(text: string): string {
  const marks: number[] = [];
  let segmentStart = 0;
  let deciding = true;
  let first = true;
  let index = 0;
  for (const char of text) {
    const at = index;
    index += char.length;
    if (deciding) {
      if (SKIPPED.test(char)) continue;
      const separator = SEPARATOR.test(char);
      if (separator && !first) {
        segmentStart = index;
        continue;
      }
      if (TRIGGER.test(char)) marks.push(segmentStart);
      deciding = false;
      first = false;
      if (!separator) continue;
    }
    if (SEPARATOR.test(char)) {
      deciding = true;
      segmentStart = at + char.length;
    }
  }
  if (!marks.length) return text;
  let out = '';
  let from = 0;
  for (const mark of marks) {
    out += `${text.slice(from, mark)}'`;
    from = mark;
  }
  return out + text.slice(from);
}

function capped(text: string) {
  if (text.length <= CSV_CELL_MAX) return text;
  let cut = text.slice(0, CSV_CELL_MAX - 1);
  // Never leave half of a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** One cell: a product number bare, anything else quoted text, neutralised and capped; null/undefined → empty. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || isCsvNumber(value)) {
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.csvNumber;
    if (PLAIN_DECIMAL.test(text)) return text;
    return quoted(capped(neutraliseFormulas(text)));
  }
  return quoted(capped(neutraliseFormulas(String(value))));
}

/** One line: the cells joined with `,`, ending in CRLF. */
export const csvRow = (values: readonly CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;

/** The whole file's text: a UTF-8 BOM (so spreadsheet programs read accents) and one line per row. */
export function toCsv(rows: Iterable<readonly CsvValue[]>): string {
  const lines = ['\uFEFF'];
  for (const row of rows) lines.push(csvRow(row));
  return lines.join('');
}
