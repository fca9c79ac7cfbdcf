import { lazy } from 'react';

export { disputeRoutes } from './routes';
export { DISPUTES_NEEDING_RESPONSE } from './needs-response';
export { pushedTags as disputesPushedTags } from './pushed-tags';
export type { CustomerDisputesProps } from './customer/customer-disputes';

/** The disputes of a customer's payments, for their profile; loaded with it, not with the routes. */
export const CustomerDisputes = lazy(() => import('./customer/customer-disputes').then((m) => ({ default: m.CustomerDisputes })));
