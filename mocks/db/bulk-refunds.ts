/** A bulk refund by pasted IDs and its result per row (kept, so the result survives a reload). */
export type BulkRefundRowOutcome = 'refunded' | 'skipped' | 'refused';

export interface BulkRefundRow {
  /** 1-based line of the pasted list. */
  line: number;
  transactionId: string;
  outcome: BulkRefundRowOutcome;
  /** The refund transaction created for a `refunded` row. */
  refundId?: string;
  amount?: number;
  currency?: string;
  /** Why a row was skipped (its preview outcome) or refused (the refund's error code). */
  code?: string;
}

export interface BulkRefund {
  id: string;
  userId: string;
  /** The identity that ran it: only a session acting as it (still active, still reading the project's transactions) sees the batch. */
  identityId: string;
  projectId: string;
  createdAt: string;
  /** The reference of the call that made it (one per user intent). */
  requestReference: string;
  rows: BulkRefundRow[];
}
