export { disputeRoutes } from './routes';
export { disputeHref } from './dispute-href';
