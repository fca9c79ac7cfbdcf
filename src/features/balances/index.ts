export { balancesRoutes } from './routes';
export { pushedTags as balancesPushedTags } from './pushed-tags';
