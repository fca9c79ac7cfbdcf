export { disputeRoutes } from './routes';
