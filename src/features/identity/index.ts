export { identityRoutes } from './routes';
export { identityHref } from './identity-href';
