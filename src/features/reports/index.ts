export { REPORTS_PERMISSION, reportRoutes } from './routes';
