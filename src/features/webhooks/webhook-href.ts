export const WEBHOOKS_PATH = '/webhook-endpoints';
/** The URL parameter naming the project of an organization's webhook pages. */
export const PROJECT_PARAM = 'project';

const projectBase = (projectId: string) => `/projects/${encodeURIComponent(projectId)}${WEBHOOKS_PATH}`;

/** The endpoints list, of one project when named (an organization's list asks which). */
export const webhookEndpointsHref = (projectId?: string) => (projectId ? `${WEBHOOKS_PATH}?${PROJECT_PARAM}=${encodeURIComponent(projectId)}` : WEBHOOKS_PATH);
/** An endpoint's page (with its delivery console), under its project when named. */
export const webhookEndpointHref = (id: string, projectId?: string) => `${projectId ? projectBase(projectId) : WEBHOOKS_PATH}/${encodeURIComponent(id)}`;
/** The create page, for one project when named. */
export const createWebhookEndpointHref = (projectId?: string) => `${projectId ? projectBase(projectId) : WEBHOOKS_PATH}/create`;
/** A delivery, open in its endpoint's console (`?delivery=`, the drawer's parameter). */
export const webhookDeliveryHref = (endpointId: string, deliveryId: string) =>
  `${webhookEndpointHref(endpointId)}?${new URLSearchParams({ delivery: deliveryId }).toString()}`;
