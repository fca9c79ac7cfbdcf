/** Saved views of the transactions list, per user (owned by the transactions-list work). */
export interface TransactionView {
  id: string;
  userId: string;
  name: string;
  /** The list's URL search string (filters, sort, columns); relative date presets stay relative. */
  query: string;
  createdAt: string;
}
