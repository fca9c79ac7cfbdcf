/** Being built (issue 9). */
export function TransactionDetailsPage() {
  return null;
}
