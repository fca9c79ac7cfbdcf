export { disputeRoutes } from './routes';
export { DISPUTES_NEEDING_RESPONSE } from './needs-response';
export { pushedTags as disputesPushedTags } from './pushed-tags';
