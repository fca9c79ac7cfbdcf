/** Who may see and change an endpoint and its deliveries: the project's webhook permissions. */
import { WEBHOOKS_READ, WEBHOOKS_WRITE } from '@/lib/contract/developers';
import { can, reaches } from '../db/access';
import type { Identity } from '../db/schema';
import { db } from '../db/store';
import { failure, refuse, type ActionOutcome } from '../actions/types';
import type { WebhookDelivery, WebhookEndpoint } from './model';

/** Spec §8's message for an unknown endpoint (and for one out of reach: no existence leak). */
export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found by ID';
export const DELIVERY_NOT_FOUND = 'Webhook delivery not found by ID';

const readable = (identity: Identity, projectId: string) => reaches(identity, projectId) && can(identity, WEBHOOKS_READ, projectId);

/** The endpoint when the identity reads it (and, with `write`, may change it); else the refusal. */
export function endpointFor(identity: Identity, id: string | undefined, write = false): WebhookEndpoint | ActionOutcome {
  const found = id ? db.webhookEndpoints.get(id) : undefined;
  if (!found || !readable(identity, found.projectId)) return failure('not-found', ENDPOINT_NOT_FOUND);
  if (write && !can(identity, WEBHOOKS_WRITE, found.projectId)) return refuse();
  return found;
}

export function deliveryFor(identity: Identity, id: string | undefined, write = false): WebhookDelivery | ActionOutcome {
  const found = id ? db.webhookDeliveries.get(id) : undefined;
  if (!found || !readable(identity, found.projectId)) return failure('not-found', DELIVERY_NOT_FOUND);
  if (write && !can(identity, WEBHOOKS_WRITE, found.projectId)) return refuse();
  return found;
}

export const isRefusal = (value: object): value is ActionOutcome => 'errors' in value;
