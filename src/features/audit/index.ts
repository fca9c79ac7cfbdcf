export { auditRoutes } from './routes';
