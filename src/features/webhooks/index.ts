export { webhookRoutes } from './routes';
export { createWebhookEndpointHref, webhookEndpointHref, webhookEndpointsHref, WEBHOOKS_PATH } from './webhook-href';
export { ProjectWebhooksLink } from './components/project-webhooks-link';
export { pushedTags as webhooksPushedTags } from './pushed-tags';
