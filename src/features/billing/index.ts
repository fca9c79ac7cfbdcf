export { billingRoutes } from './routes';
export { pushedTags as billingPushedTags } from './pushed-tags';
