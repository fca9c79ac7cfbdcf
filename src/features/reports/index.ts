export { REPORTS_PERMISSION, reportRoutes } from './routes';
export { reportHref } from './report-href';
