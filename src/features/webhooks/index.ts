export { webhookRoutes } from './routes';
export { createWebhookEndpointHref, webhookDeliveryHref, webhookEndpointHref, webhookEndpointsHref, WEBHOOKS_PATH } from './webhook-href';
export { prettyBody } from './model/pretty-body';
export { ProjectWebhooksLink } from './components/project-webhooks-link';
export { pushedTags as webhooksPushedTags } from './pushed-tags';
