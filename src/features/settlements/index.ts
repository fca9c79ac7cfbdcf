export { settlementRoutes } from './routes';
export { settlementHref } from './settlement-href';
