export { PAYMENT_LINKS_PERMISSION, paymentLinkRoutes } from './routes';
