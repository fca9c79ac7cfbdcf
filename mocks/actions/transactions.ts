/**
 * The transactions area of the sandbox (docs/api/transactions.md): list, get and the money
 * actions, each in its own file; this module gathers them for dispatch and keeps the names other
 * areas import.
 */
import { moneyActions } from './transaction-money';
import { transactionGetActions } from './transactions-get';
import { transactionListActions } from './transactions-list';

export { REFUND_SETTLE_MS, SETTLE_MS } from './transaction-money';
export {
  cancellableAmount,
  capturableAmount,
  CHARGE_WRITE,
  REFUND_WRITE,
  refundableAmount,
  refundableStatuses,
  refundableTypes,
  TRANSACTIONS_READ,
} from './transaction-rules';
export { queryTransactions } from './transactions-list';

export const transactionActions = [...transactionListActions, ...transactionGetActions, ...moneyActions];
