export { settlementRoutes } from './routes';
export { settlementHref } from './settlement-href';
export { pushedTags as settlementsPushedTags } from './pushed-tags';
