export { apiKeyRoutes } from './routes';
export { apiKeyHref, apiKeysHref, createApiKeyHref, projectApiKeyHref, projectCreateApiKeyHref, API_KEYS_PATH } from './api-keys-href';
export { ProjectApiKeysLink } from './components/project-api-keys-link';
export { pushedTags as apiKeysPushedTags } from './pushed-tags';
