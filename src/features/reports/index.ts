export { reportRoutes } from './routes';
export { pushedTags as reportsPushedTags } from './pushed-tags';
