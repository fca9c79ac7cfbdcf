export { paymentLinkRoutes } from './routes';
export { payLinkRoute } from './public/public-route';
export { pushedTags as paymentLinksPushedTags } from './pushed-tags';
