/**
 * Monthly statements (docs/api/statements.md), pure: from an account's entries and the clock, every
 * calendar month (UTC) from the first entry's through the current one (month to date). Opening = the
 * sum of the entries booked before the month; closing = opening + the month's entries. The ledger's
 * balance at the close is computed apart, by the ledger's own `balanceIn`, so a statement that lost
 * or doubled an entry shows as not matching.
 */
import { balanceIn, type LedgerEntry } from './ledger';

export interface StatementFigures {
  currency: string;
  /** `YYYY-MM`, UTC. */
  month: string;
  periodFrom: string;
  /** Exclusive end: the next month's start, or now for the month to date. */
  periodTo: string;
  monthToDate: boolean;
  openingBalance: number;
  totalIn: number;
  totalOut: number;
  closingBalance: number;
  entryCount: number;
}

export interface StatementLine {
  entry: LedgerEntry;
  balanceAfter: number;
}

const monthStart = (month: string) => `${month}-01T00:00:00.000Z`;

export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** Booking order: by `createdAt`, then id. */
const byBooking = (a: LedgerEntry, b: LedgerEntry) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1);

/** The month's bounds: from its first instant to the next month's (or to now, for the current month). */
export function periodOf(month: string, nowIso: string) {
  const end = monthStart(nextMonth(month));
  const monthToDate = nowIso < end;
  return { periodFrom: monthStart(month), periodTo: monthToDate ? nowIso : end, monthToDate };
}

/** Every month of one currency's entries, oldest first (none before the first entry, none after now). */
export function monthlyStatements(entries: readonly LedgerEntry[], currency: string, nowIso: string): StatementFigures[] {
  const booked = entries.filter((e) => e.currency === currency && e.createdAt <= nowIso).sort(byBooking);
  if (booked.length === 0) return [];
  const rows: StatementFigures[] = [];
  const last = nowIso.slice(0, 7);
  let index = 0;
  let balance = 0;
  for (let month = booked[0].createdAt.slice(0, 7); month <= last; month = nextMonth(month)) {
    const { periodFrom, periodTo, monthToDate } = periodOf(month, nowIso);
    const row: StatementFigures = {
      currency,
      month,
      periodFrom,
      periodTo,
      monthToDate,
      openingBalance: balance,
      totalIn: 0,
      totalOut: 0,
      closingBalance: 0,
      entryCount: 0,
    };
    for (; index < booked.length && booked[index].createdAt.slice(0, 7) === month; index += 1) {
      const amount = booked[index].amount;
      if (amount >= 0) row.totalIn += amount;
      else row.totalOut += amount;
      row.entryCount += 1;
      balance += amount;
    }
    row.closingBalance = balance;
    rows.push(row);
  }
  return rows;
}

/** One month's lines in booking order, each with the balance after it. */
export function statementLines(entries: readonly LedgerEntry[], figures: StatementFigures): StatementLine[] {
  const inMonth = entries
    .filter(
      (e) =>
        e.currency === figures.currency && e.createdAt >= figures.periodFrom && e.createdAt.slice(0, 7) === figures.month && e.createdAt <= figures.periodTo,
    )
    .sort(byBooking);
  let balance = figures.openingBalance;
  return inMonth.map((entry) => ({ entry, balanceAfter: (balance += entry.amount) }));
}

/** The ledger's own total at the statement's close: the month's last millisecond, or now. */
export function ledgerBalanceAtClose(entries: readonly LedgerEntry[], figures: StatementFigures): number {
  const close = figures.monthToDate ? figures.periodTo : new Date(Date.parse(figures.periodTo) - 1).toISOString();
  return balanceIn(entries, figures.currency, close).total;
}
