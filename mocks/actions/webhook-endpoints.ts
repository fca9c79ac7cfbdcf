/**
 * webhook-endpoints/* (docs/api/webhooks.md): a project's endpoints, their signing secret (shown
 * once through a secret ticket), enable / disable / delete and test events. Reading needs
 * `webhook-endpoints.read` on the endpoint's project, changing `webhook-endpoints.write`; an unknown
 * id, or one out of reach, is `not-found` 'Webhook endpoint not found by ID'.
 */
import { WEBHOOKS_READ, WEBHOOKS_WRITE, webhookEventTypes } from '@/lib/contract/developers';
import { nowIso } from '../clock';
import { can, projectIdsUnder } from '../db/access';
import type { Resource } from '../db/schema';
import { db } from '../db/store';
import { newId } from '../db/ids';
import type { ApiError } from '../handlers/respond';
import { pushResourceUpdated } from '../pusher-hub';
import { issueSecretTicket } from '../secret-tickets';
import { endpointFor, isRefusal } from '../webhooks/access';
import { carryOpenDeliveries, createDelivery, disableEndpoint, newEvent, pushEndpoint } from '../webhooks/engine';
import { sampleObject } from '../webhooks/event-body';
import { endpointStats, webhookDeliveryJson, webhookEndpointJson } from '../webhooks/json';
import type { WebhookEndpoint } from '../webhooks/model';
import { defineAction } from './define-action';
import { listQuery } from './list-query';
import { failure, fieldError, type ActionOutcome } from './types';

const known = new Set<string>(webhookEventTypes);

/** `whsec_` and 32 random base-32 characters. */
function newSigningSecret(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return `whsec_${Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => alphabet[byte % 32]).join('')}`;
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** A URL the sandbox can call: http(s) with a host; https for a live project. */
function urlErrors(url: string, project: Resource): ApiError[] {
  const parsed = parseUrl(url);
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname) return [fieldError('url', 'invalid-url', 'Enter a valid URL')];
  if (parsed.protocol !== 'https:' && project.mode !== 'sandbox') {
    return [fieldError('url', 'https-required', 'Use an https URL: a live project sends events over https only')];
  }
  return [];
}

/** At least one event, each a known type (duplicates are kept once). */
function eventErrors(events: readonly string[]): ApiError[] {
  if (events.length === 0) return [fieldError('events', 'events-required', 'Select at least one event')];
  return events.flatMap((type, i) => (known.has(type) ? [] : [fieldError(`events/${i}`, 'invalid', `Unknown event type ${type}`)]));
}

const answer = (endpoint: WebhookEndpoint, meta?: Record<string, unknown>): ActionOutcome => ({ data: webhookEndpointJson(endpoint), ...(meta && { meta }) });

const projectJson = (project: Resource) => ({ type: 'resources', id: project.id, attributes: { name: project.name, mode: project.mode ?? 'live' } });

const list = defineAction({
  name: 'webhook-endpoints/list',
  needsIdentity: true,
  permission: WEBHOOKS_READ,
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    const projects = projectIdsUnder(resource!.id).filter((id) => can(identity, WEBHOOKS_READ, id));
    const ids = new Set(projects);
    const rows = db.webhookEndpoints.filter((e) => ids.has(e.projectId));
    carryOpenDeliveries();
    const page = listQuery(rows, payload, {
      fields: {
        status: (e) => e.status,
        projectId: (e) => e.projectId,
        url: (e) => e.url,
        createdAt: (e) => e.createdAt,
        disabledReason: (e) => e.disabledReason,
      },
      defaultSort: '-createdAt',
      defaultSize: 100,
    });
    if ('errors' in page) return page;
    const stats = endpointStats(page.rows.map((e) => e.id));
    return {
      data: page.rows.map((e) => webhookEndpointJson(e, stats.get(e.id))),
      included: projects.map((id) => db.resources.get(id)!).map(projectJson),
      meta: page.meta,
    };
  },
});

const get = defineAction({
  name: 'webhook-endpoints/get',
  needsIdentity: true,
  permission: WEBHOOKS_READ,
  run: ({ identity, request, payload }) => {
    const endpoint = endpointFor(identity, request.id ?? payload.id);
    if (isRefusal(endpoint)) return endpoint;
    carryOpenDeliveries();
    return answer(endpoint);
  },
});

const create = defineAction({
  name: 'webhook-endpoints/create',
  needsIdentity: true,
  resource: { from: 'resourceId', kind: 'project' },
  run: ({ user, resource, payload }) => {
    const { url, description, events } = payload.data.attributes;
    const errors = [...urlErrors(url, resource!), ...eventErrors(events)];
    if (errors.length) return { errors };
    const secret = newSigningSecret();
    const endpoint = db.webhookEndpoints.insert({
      id: newId('whe'),
      projectId: resource!.id,
      url,
      description: description || null,
      events: [...new Set(events)],
      status: 'enabled',
      disabledReason: null,
      disabledAt: null,
      secret,
      createdAt: nowIso(),
      createdBy: user.id,
      failingSince: null,
    });
    pushEndpoint(endpoint);
    return answer(endpoint, { secretTicket: issueSecretTicket(user.id, secret) });
  },
});

const update = defineAction({
  name: 'webhook-endpoints/update',
  needsIdentity: true,
  run: ({ identity, request, payload }) => {
    const endpoint = endpointFor(identity, request.id ?? payload.id, true);
    if (isRefusal(endpoint)) return endpoint;
    const { url, description, events } = payload.data.attributes;
    const project = db.resources.get(endpoint.projectId)!;
    const errors = [...(url === undefined ? [] : urlErrors(url, project)), ...(events === undefined ? [] : eventErrors(events))];
    if (errors.length) return { errors };
    const updated = db.webhookEndpoints.upsert({
      ...endpoint,
      ...(url !== undefined && { url }),
      ...(description !== undefined && { description: description || null }),
      ...(events !== undefined && { events: [...new Set(events)] }),
    });
    pushEndpoint(updated);
    return answer(updated);
  },
});

const enable = defineAction({
  name: 'webhook-endpoints/enable',
  needsIdentity: true,
  permission: WEBHOOKS_WRITE,
  run: ({ identity, request, payload }) => {
    const endpoint = endpointFor(identity, request.id ?? payload.id, true);
    if (isRefusal(endpoint)) return endpoint;
    if (endpoint.status === 'enabled') return answer(endpoint);
    // A fresh start: the failing streak that disabled it does not disable it again at the next failure.
    const enabled = db.webhookEndpoints.upsert({ ...endpoint, status: 'enabled', disabledReason: null, disabledAt: null, failingSince: null });
    pushEndpoint(enabled);
    return answer(enabled);
  },
});

const disable = defineAction({
  name: 'webhook-endpoints/disable',
  needsIdentity: true,
  permission: WEBHOOKS_WRITE,
  run: ({ identity, request, payload }) => {
    const endpoint = endpointFor(identity, request.id ?? payload.id, true);
    if (isRefusal(endpoint)) return endpoint;
    return answer(endpoint.status === 'disabled' ? endpoint : disableEndpoint(endpoint, 'manual'));
  },
});

const remove = defineAction({
  name: 'webhook-endpoints/delete',
  needsIdentity: true,
  permission: WEBHOOKS_WRITE,
  run: ({ identity, request, payload }) => {
    const endpoint = endpointFor(identity, request.id ?? payload.id, true);
    if (isRefusal(endpoint)) return endpoint;
    // Its deliveries go with it; their pending attempts find nothing and do nothing.
    for (const d of db.webhookDeliveries.filter((row) => row.endpointId === endpoint.id)) db.webhookDeliveries.remove(d.id);
    db.webhookEndpoints.remove(endpoint.id);
    pushResourceUpdated(endpoint.projectId, { type: 'webhook-endpoints', id: endpoint.id }, { permission: WEBHOOKS_READ });
    return { data: null };
  },
});

const rotateSecret = defineAction({
  name: 'webhook-endpoints/rotateSecret',
  needsIdentity: true,
  run: ({ user, identity, request, payload }) => {
    const endpoint = endpointFor(identity, request.id ?? payload.id, true);
    if (isRefusal(endpoint)) return endpoint;
    const secret = newSigningSecret();
    const rotated = db.webhookEndpoints.upsert({ ...endpoint, secret });
    pushEndpoint(rotated);
    return answer(rotated, { secretTicket: issueSecretTicket(user.id, secret) });
  },
});

const sendTestEvent = defineAction({
  name: 'webhook-endpoints/sendTestEvent',
  needsIdentity: true,
  permission: WEBHOOKS_WRITE,
  run: ({ identity, request, payload }) => {
    const endpoint = endpointFor(identity, request.id ?? payload.id, true);
    if (isRefusal(endpoint)) return endpoint;
    const { eventType } = payload.data.attributes;
    if (!known.has(eventType)) return { errors: [fieldError('eventType', 'invalid', `Unknown event type ${eventType}`)] };
    if (endpoint.status !== 'enabled') return failure('endpoint-disabled', 'Enable the endpoint to send events to it');
    const event = newEvent(eventType, sampleObject(eventType, endpoint.projectId, newId('sample'), nowIso()));
    return { data: webhookDeliveryJson(createDelivery(endpoint, event, { test: true })) };
  },
});

export const webhookEndpointActions = [list, get, create, update, enable, disable, remove, rotateSecret, sendTestEvent];
