export { walletRoutes } from './routes';
export { pushedTags as walletPushedTags } from './pushed-tags';
