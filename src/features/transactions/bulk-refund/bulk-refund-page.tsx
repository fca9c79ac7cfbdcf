/** Being built (issue 9). */
export function BulkRefundPage() {
  return null;
}
