export { statementRoutes } from './routes';
export { pushedTags as statementsPushedTags } from './pushed-tags';
