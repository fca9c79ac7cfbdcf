/** A bulk refund by pasted IDs and its result per row (kept, so the result survives a reload). */
export interface BulkRefund {
  id: string;
  userId: string;
  projectId: string;
  createdAt: string;
  rows: { transactionId: string; outcome: string; refundId?: string; amount?: number; currency?: string }[];
}
