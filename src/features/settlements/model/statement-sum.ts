import type { StatementLine } from '../api/settlements-api';

/** The statement's lines added up (integer minor units) and whether they make the paid amount exactly. */
export function statementSum(lines: readonly StatementLine[], paid: number) {
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  return { sum, matches: sum === paid, difference: paid - sum };
}
