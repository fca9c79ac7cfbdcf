/**
 * A statement's files (docs/api/statements.md): CSV through the product's one CSV writer (every
 * cell inert in a spreadsheet) and PDF drawn with pdf-lib's standard Helvetica. Amounts are written
 * from integer minor units (`toMajorText`), never through floats. The PDF is English and its text is
 * reduced to what the standard font encodes (WinAnsi): a production backend renders it with
 * embedded fonts in the reader's language.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { csvMoney, toCsv, type CsvValue } from '@/lib/csv';
import { toMajorText } from '@/lib/money';
import { ledgerBalanceAtClose } from '../db/statements';
import { descriptionOf, linesOf, type Statement } from './statements';

const KIND_TITLES = { account: 'Settlement account', balance: 'Project balance', wallet: 'Wallet' } as const;

const accountTitle = (s: Statement) => `${KIND_TITLES[s.kind]} of ${s.holder.name} (${s.holder.id}), ${s.currency}`;
const periodText = (s: Statement) => `${s.periodFrom} to ${s.periodTo}${s.monthToDate ? ' (month to date)' : ''}, UTC`;

export function statementCsv(statement: Statement): string {
  const { currency } = statement;
  const money = (minor: number) => csvMoney(minor, currency);
  const atClose = ledgerBalanceAtClose(statement.entries, statement);
  const rows: CsvValue[][] = [
    ['Statement', statement.id],
    ['Account', accountTitle(statement)],
    ['Period', periodText(statement)],
    ['Opening balance', money(statement.openingBalance)],
    [],
    ['Date', 'Type', 'Description', 'Reference', 'Currency', 'Amount', 'Balance'],
    ...linesOf(statement).map(({ entry, balanceAfter }) => [
      entry.createdAt,
      entry.type,
      descriptionOf(entry),
      entry.sourceId,
      currency,
      money(entry.amount),
      money(balanceAfter),
    ]),
    [],
    ['Total in', money(statement.totalIn)],
    ['Total out', money(statement.totalOut)],
    [statement.monthToDate ? 'Closing balance so far' : 'Closing balance', money(statement.closingBalance)],
    ['Ledger balance at close', money(atClose)],
    ['Matches the ledger', atClose === statement.closingBalance ? 'yes' : 'no'],
  ];
  return toCsv(rows);
}

/** Text the standard font can draw: printable Latin-1; anything else becomes `?`. */
const drawable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

const amountText = (minor: number, currency: string) => `${currency} ${toMajorText(minor, currency)}`;

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const LINE = 13;

interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  font: PDFFont;
  bold: PDFFont;
}

function newPage(pen: Pen) {
  pen.page = pen.doc.addPage([PAGE.width, PAGE.height]);
  pen.y = PAGE.height - PAGE.margin;
}

function write(pen: Pen, cells: readonly [x: number, text: string, end?: boolean][], options: { bold?: boolean; size?: number } = {}) {
  if (pen.y < PAGE.margin + LINE) newPage(pen);
  const size = options.size ?? 9;
  const font = options.bold ? pen.bold : pen.font;
  for (const [x, text, end] of cells) {
    const safe = drawable(text);
    const at = end ? x - font.widthOfTextAtSize(safe, size) : x;
    pen.page.drawText(safe, { x: at, y: pen.y, size, font, color: rgb(0.1, 0.1, 0.1) });
  }
  pen.y -= size > 9 ? size + 6 : LINE;
}

/** Cuts text to fit a column, ending in `...`. */
function fit(font: PDFFont, text: string, width: number, size = 9) {
  let out = drawable(text.slice(0, 200));
  if (font.widthOfTextAtSize(out, size) <= width) return out;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}...`, size) > width) out = out.slice(0, -1);
  return `${out}...`;
}

export async function statementPdf(statement: Statement): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Statement ${statement.id}`);
  doc.setProducer('Sandbox');
  const pen: Pen = {
    doc,
    page: undefined as unknown as PDFPage,
    y: 0,
    font: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  newPage(pen);
  const { currency } = statement;
  const money = (minor: number) => amountText(minor, currency);
  const atClose = ledgerBalanceAtClose(statement.entries, statement);
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;

  write(pen, [[left, `Statement ${statement.month}${statement.monthToDate ? ' (month to date)' : ''}`]], { bold: true, size: 16 });
  write(pen, [[left, accountTitle(statement)]]);
  write(pen, [[left, `Period: ${periodText(statement)}`]]);
  write(pen, [[left, `Statement id: ${statement.id}`]]);
  pen.y -= LINE / 2;
  write(
    pen,
    [
      [left, 'Opening balance'],
      [right, money(statement.openingBalance), true],
    ],
    { bold: true },
  );
  pen.y -= LINE / 2;

  const columns = { date: left, type: left + 105, reference: left + 190, amount: right - 90, balance: right };
  const header = () =>
    write(
      pen,
      [
        [columns.date, 'Date (UTC)'],
        [columns.type, 'Type'],
        [columns.reference, 'Reference / description'],
        [columns.amount, 'Amount', true],
        [columns.balance, 'Balance', true],
      ],
      { bold: true },
    );
  header();
  for (const { entry, balanceAfter } of linesOf(statement)) {
    if (pen.y < PAGE.margin + LINE) {
      newPage(pen);
      header();
    }
    const description = descriptionOf(entry);
    write(pen, [
      [columns.date, entry.createdAt.slice(0, 19).replace('T', ' ')],
      [columns.type, entry.type],
      [columns.reference, fit(pen.font, description ? `${entry.sourceId} ${description}` : entry.sourceId, columns.amount - 100 - columns.reference)],
      [columns.amount, toMajorText(entry.amount, currency), true],
      [columns.balance, toMajorText(balanceAfter, currency), true],
    ]);
  }
  pen.y -= LINE / 2;
  write(pen, [[left, `Entries: ${statement.entryCount}`]]);
  write(pen, [
    [left, 'Total in'],
    [right, money(statement.totalIn), true],
  ]);
  write(pen, [
    [left, 'Total out'],
    [right, money(statement.totalOut), true],
  ]);
  write(
    pen,
    [
      [left, statement.monthToDate ? 'Closing balance so far' : 'Closing balance'],
      [right, money(statement.closingBalance), true],
    ],
    { bold: true },
  );
  write(pen, [
    [left, 'Ledger balance at close'],
    [right, money(atClose), true],
  ]);
  write(pen, [[left, atClose === statement.closingBalance ? 'The closing balance matches the ledger.' : 'The closing balance does NOT match the ledger.']]);
  return doc.save();
}
