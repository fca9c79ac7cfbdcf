export { antifraudRoutes } from './routes';
export { pushedTags as antifraudPushedTags } from './pushed-tags';
