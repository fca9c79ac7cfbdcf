export { projectRoutes } from './routes';
export { pushedTags as projectsPushedTags } from './pushed-tags';
