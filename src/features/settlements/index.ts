export { settlementRoutes } from './routes';
export { settlementHref } from './settlement-href';
export { pushedTags as settlementsPushedTags } from './pushed-tags';
// The statements page lists the settlements' statements beside the monthly ones.
export { SettlementsList } from './list/settlements-list';
