export { homeRoutes, STATISTICS_PERMISSION } from './routes';
