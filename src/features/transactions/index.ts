export { transactionRoutes } from './routes';
export { CHARGE_PERMISSION, REFUND_PERMISSION, TRANSACTIONS_PERMISSION } from './model/permissions';
export { TRANSACTIONS_LIST, transactionHref } from './details/transaction-href';
