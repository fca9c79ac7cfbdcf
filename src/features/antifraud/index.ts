import { lazy } from 'react';

export { antifraudRoutes } from './routes';
export { pushedTags as antifraudPushedTags } from './pushed-tags';
export type { BlockFromPaymentProps } from './block/block-from-payment';

/** "Block…" on a payment's page (its card, e-mail or IP onto a default block list); loaded with that page, not with the routes. */
export const BlockFromPayment = lazy(() => import('./block/block-from-payment').then((m) => ({ default: m.BlockFromPayment })));
