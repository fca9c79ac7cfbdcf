export { transactionRoutes } from './routes';
export { CHARGE_PERMISSION, REFUND_PERMISSION, TRANSACTIONS_PERMISSION } from './model/permissions';
export { moneyIntentSpec } from './money-actions/money-intent';
export { TRANSACTIONS_LIST, transactionHref } from './details/transaction-href';
