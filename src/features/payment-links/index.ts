export { PAYMENT_LINKS_PERMISSION, paymentLinkRoutes } from './routes';
export { payLinkRoute } from './public/public-route';
export { paymentLinkHref } from './link-href';
