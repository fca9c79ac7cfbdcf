export { analyticsRoutes, ANALYTICS_PERMISSION } from './routes';
