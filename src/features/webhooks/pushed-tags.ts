import type { PushedTags } from '@/lib/api/base-api';

/** An endpoint changed (disabled for failing, its health) or a delivery was tried. */
export const pushedTags: PushedTags = { 'webhook-endpoints': ['WebhookEndpoint'], 'webhook-deliveries': ['WebhookDelivery'] };
