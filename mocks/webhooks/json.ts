/** The answers' shapes of endpoints and deliveries (src/lib/contract/developers.ts). */
import { now } from '../clock';
import { db } from '../db/store';
import { eventBody, requestHeaders, sampleObject } from './event-body';
import type { WebhookDelivery, WebhookEndpoint } from './model';

const DAY = 86_400_000;

/** The signing secret's first characters: enough to recognise it, never enough to use it. */
export const secretPrefix = (secret: string) => secret.slice(0, 10);

export interface EndpointStats {
  succeeded24h: number;
  failed24h: number;
  lastDeliveryAt: string | null;
}

/** Attempts over the last 24 hours of the sandbox clock, and the last one, per endpoint (one pass over the deliveries). */
export function endpointStats(endpointIds: readonly string[]): Map<string, EndpointStats> {
  const stats = new Map(endpointIds.map((id) => [id, { succeeded24h: 0, failed24h: 0, lastDeliveryAt: null as string | null }]));
  const since = new Date(now() - DAY).toISOString();
  for (const delivery of db.webhookDeliveries.all()) {
    const entry = stats.get(delivery.endpointId);
    if (!entry) continue;
    for (const attempt of delivery.attempts) {
      if (attempt.at >= since) entry[attempt.ok ? 'succeeded24h' : 'failed24h'] += 1;
      if (entry.lastDeliveryAt === null || attempt.at > entry.lastDeliveryAt) entry.lastDeliveryAt = attempt.at;
    }
  }
  return stats;
}

export const webhookEndpointJson = (e: WebhookEndpoint, stats = endpointStats([e.id]).get(e.id)!) => ({
  type: 'webhook-endpoints' as const,
  id: e.id,
  attributes: {
    url: e.url,
    description: e.description,
    events: [...e.events],
    status: e.status,
    disabledReason: e.disabledReason,
    disabledAt: e.disabledAt,
    secretPrefix: secretPrefix(e.secret),
    createdAt: e.createdAt,
    ...stats,
    failingSince: e.failingSince,
  },
  relationships: { project: { data: { type: 'resources', id: e.projectId } } },
});

/** The JSON a delivery sends: as stored, or (a seeded row) built from its event. */
export const deliveryBody = (d: WebhookDelivery) =>
  d.requestBody ??
  eventBody({ id: d.eventId, type: d.eventType, createdAt: d.createdAt, data: { object: sampleObject(d.eventType, d.projectId, d.eventId, d.createdAt) } });

function headersOf(d: WebhookDelivery, body: string): Record<string, string> | null {
  if (d.requestHeaders) return d.requestHeaders;
  const endpoint = d.lastAttemptAt ? db.webhookEndpoints.get(d.endpointId) : undefined;
  return endpoint && d.lastAttemptAt ? requestHeaders(endpoint.secret, body, d.eventId, Date.parse(d.lastAttemptAt)) : null;
}

/** What `resource-updated` carries of a delivery: everything but the bodies (a push stays small). */
export const deliveryStateAttributes = (d: WebhookDelivery) => ({
  eventType: d.eventType,
  eventId: d.eventId,
  status: d.status,
  attempt: d.attempt,
  statusCode: d.statusCode,
  latencyMs: d.latencyMs,
  error: d.error,
  nextRetryAt: d.nextRetryAt,
  createdAt: d.createdAt,
  lastAttemptAt: d.lastAttemptAt,
  replayOf: d.replayOf,
  test: d.test,
});

export function webhookDeliveryJson(d: WebhookDelivery) {
  const requestBody = deliveryBody(d);
  return {
    type: 'webhook-deliveries' as const,
    id: d.id,
    attributes: { ...deliveryStateAttributes(d), requestBody, requestHeaders: headersOf(d, requestBody) ?? {}, responseBody: d.responseBody },
    relationships: { endpoint: { data: { type: 'webhook-endpoints', id: d.endpointId } } },
  };
}
