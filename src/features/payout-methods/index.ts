export { payoutMethodRoutes } from './routes';
