export { TEAM_MEMBER_PERMISSION, TEAM_PERMISSION, teamRoutes } from './routes';
export { identityHref, teamMemberHref, TEAM_PATH } from './team-href';
export { pushedTags as teamPushedTags } from './pushed-tags';
