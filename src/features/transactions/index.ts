export { transactionRoutes } from './routes';
export { moneyIntentSpec } from './money-actions/money-intent';
export { pushedTags as transactionsPushedTags } from './pushed-tags';
