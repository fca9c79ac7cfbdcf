export { developerRoutes, DEVELOPERS_PERMISSION } from './routes';
export { apiRequestHref, DEVELOPERS_PATH, REQUEST_LOG_PATH } from './developers-href';
export { pushedTags as developersPushedTags } from './pushed-tags';
