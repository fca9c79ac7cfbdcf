export { balancesRoutes } from './routes';
export { pushedTags as balancesPushedTags } from './pushed-tags';
export { sourceHref } from './model/source-href';
