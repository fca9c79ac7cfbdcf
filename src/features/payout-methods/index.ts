export { payoutMethodRoutes } from './routes';
export { pushedTags as payoutMethodsPushedTags } from './pushed-tags';
