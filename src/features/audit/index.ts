export { auditRoutes } from './routes';
export { pushedTags as auditPushedTags } from './pushed-tags';
