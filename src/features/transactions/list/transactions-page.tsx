/** Being built (issue 9). */
export function TransactionsPage() {
  return null;
}
