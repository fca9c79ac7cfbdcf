export { balancesRoutes } from './routes';
