export { disputeRoutes } from './routes';
export { disputeHref } from './dispute-href';
export { DISPUTES_NEEDING_RESPONSE } from './needs-response';
