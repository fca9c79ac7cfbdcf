import { lazy } from 'react';

export { transactionRoutes } from './routes';
export { moneyIntentSpec } from './money-actions/money-intent';
export { pushedTags as transactionsPushedTags } from './pushed-tags';
export type { CustomerTransactionsProps } from './customer/customer-transactions';

/** A customer's latest transactions, for their profile; loaded with it, not with the routes. */
export const CustomerTransactions = lazy(() => import('./customer/customer-transactions').then((m) => ({ default: m.CustomerTransactions })));
