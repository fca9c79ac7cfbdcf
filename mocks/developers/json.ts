/** The log's answers (src/lib/contract/api-request-log.ts): bodies and paths masked here, before they leave. */
import { WEBHOOKS_READ } from '@/lib/contract/developer-permissions';
import { can } from '../db/access';
import type { Identity } from '../db/schema';
import { db } from '../db/store';
import { maskBody, maskPath } from './mask';
import type { ApiRequest } from './requests';

const keyNameOf = (id: string) => db.apiKeys.get(id)?.name ?? null;

export function apiRequestJson(row: ApiRequest) {
  return {
    type: 'api-requests' as const,
    id: row.id,
    attributes: {
      method: row.method,
      path: maskPath(row.path),
      status: row.status,
      ip: row.ip,
      at: row.at,
      idempotencyKey: row.idempotencyKey,
      durationMs: row.durationMs,
      keyPrefix: row.keyPrefix,
      keyName: keyNameOf(row.apiKeyId),
      eventCount: row.eventIds.length,
    },
    relationships: {
      project: { data: { type: 'resources', id: row.projectId } },
      apiKey: { data: { type: 'api-keys', id: row.apiKeyId } },
    },
  };
}

/** The events a call caused, each with its deliveries when the caller reads the project's webhooks. */
function eventsOf(identity: Identity, row: ApiRequest) {
  if (row.eventIds.length === 0) return [];
  const wanted = new Set(row.eventIds);
  const deliveries = db.webhookDeliveries.filter((d) => wanted.has(d.eventId)).sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
  const mayRead = can(identity, WEBHOOKS_READ, row.projectId);
  return row.eventIds.map((id) => {
    const own = deliveries.filter((d) => d.eventId === id);
    return {
      id,
      type: own[0]?.eventType ?? 'unknown',
      deliveries: mayRead
        ? own.map((d) => ({ id: d.id, endpointId: d.endpointId, endpointUrl: db.webhookEndpoints.get(d.endpointId)?.url ?? '', status: d.status }))
        : [],
    };
  });
}

export function apiRequestDetailsJson(identity: Identity, row: ApiRequest) {
  const json = apiRequestJson(row);
  return {
    ...json,
    attributes: { ...json.attributes, requestBody: maskBody(row.requestBody), responseBody: maskBody(row.responseBody), events: eventsOf(identity, row) },
  };
}
