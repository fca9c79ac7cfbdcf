/** How spreadsheets read our CSV files, for tests of the one CSV rule (`@/lib/csv`). */

/** RFC 4180 as spreadsheets read it with `separator` as the list separator (quotes honoured). */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** The worst reader: splits at every `;`, `,`, TAB and line break, quotes or not. */
export const naivePieces = (text: string) => text.split(/[;,\t\r\n]/);

/** True when a spreadsheet would take the cell for a formula: its first character, past spaces, invisible marks and quotes, is a trigger. */
export const runsAsFormula = (cell: string) => /^[\p{Z}\p{Cf}"]*[=+\-@＝＋－＠﹦﹢﹣﹫−\p{Cc}]/u.test(cell);
