/**
 * webhook-deliveries/* (docs/api/webhooks.md): an endpoint's deliveries (the console), one
 * delivery, resending one and replaying the failed ones of a time range, each as a new delivery
 * of the same event (`replayOf`). Same permissions as the endpoint's.
 */
import { WEBHOOKS_READ, WEBHOOKS_WRITE } from '@/lib/contract/developers';
import { newId } from '../db/ids';
import { db } from '../db/store';
import { apiError } from '../handlers/respond';
import { deliveryFor, endpointFor, isRefusal } from '../webhooks/access';
import { carryOpenDeliveries, createDelivery } from '../webhooks/engine';
import { deliveryBody, webhookDeliveryJson } from '../webhooks/json';
import type { WebhookDelivery, WebhookEndpoint } from '../webhooks/model';
import { defineAction } from './define-action';
import { listQuery, type ListQuery } from './list-query';
import { failure, fieldError, type ActionOutcome } from './types';

/** The endpoint a list names: `filter.endpointId`, or an `eq` filter on it. */
function endpointIdOf(query: ListQuery): string | undefined {
  const shorthand = query.filter?.endpointId;
  if (typeof shorthand === 'string' && shorthand) return shorthand;
  const named = query.filters?.find((f) => f.field === 'endpointId' && f.operator === 'eq');
  return typeof named?.value === 'string' && named.value ? named.value : undefined;
}

/** A new delivery of `original`'s event (same id, type and body) to its endpoint. */
const resendOf = (endpoint: WebhookEndpoint, original: WebhookDelivery) =>
  createDelivery(endpoint, { id: original.eventId, type: original.eventType, body: deliveryBody(original) }, { replayOf: original.id, test: original.test });

const disabled = () => failure('endpoint-disabled', 'Enable the endpoint to send events to it');

const list = defineAction({
  name: 'webhook-deliveries/list',
  needsIdentity: true,
  permission: WEBHOOKS_READ,
  run: ({ identity, payload }) => {
    const endpointId = endpointIdOf(payload);
    if (!endpointId) return { errors: [apiError('required', 'Endpoint is required', { source: { pointer: '/filter/endpointId' } })] };
    const endpoint = endpointFor(identity, endpointId);
    if (isRefusal(endpoint)) return endpoint;
    carryOpenDeliveries();
    const page = listQuery(
      db.webhookDeliveries.filter((d) => d.endpointId === endpoint.id),
      payload,
      {
        fields: {
          endpointId: (d) => d.endpointId,
          status: (d) => d.status,
          eventType: (d) => d.eventType,
          createdAt: (d) => d.createdAt,
          eventId: (d) => d.eventId,
          replayOf: (d) => d.replayOf,
          test: (d) => d.test,
        },
        defaultSort: '-createdAt',
        defaultSize: 50,
      },
    );
    if ('errors' in page) return page;
    return { data: page.rows.map(webhookDeliveryJson), meta: page.meta };
  },
});

const get = defineAction({
  name: 'webhook-deliveries/get',
  needsIdentity: true,
  permission: WEBHOOKS_READ,
  run: ({ identity, request, payload }) => {
    const delivery = deliveryFor(identity, request.id ?? payload.id);
    if (isRefusal(delivery)) return delivery;
    carryOpenDeliveries();
    return { data: webhookDeliveryJson(db.webhookDeliveries.get(delivery.id)!) };
  },
});

const resend = defineAction({
  name: 'webhook-deliveries/resend',
  needsIdentity: true,
  permission: WEBHOOKS_WRITE,
  run: ({ identity, request, payload }): ActionOutcome => {
    const original = deliveryFor(identity, request.id ?? payload.id, true);
    if (isRefusal(original)) return original;
    const endpoint = db.webhookEndpoints.get(original.endpointId)!;
    if (endpoint.status !== 'enabled') return disabled();
    return { data: webhookDeliveryJson(resendOf(endpoint, original)) };
  },
});

/**
 * The failed deliveries of an endpoint created in [from, to] that were not resent or replayed yet
 * (a replay that failed in turn is one of them), oldest first.
 */
export function replayable(endpointId: string, from: string, to: string): WebhookDelivery[] {
  const rows = db.webhookDeliveries.filter((d) => d.endpointId === endpointId);
  const resent = new Set(rows.map((d) => d.replayOf));
  return rows
    .filter((d) => d.status === 'failed' && !resent.has(d.id) && d.createdAt >= from && d.createdAt <= to)
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1));
}

const isoOrNull = (text: string) => {
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const replay = defineAction({
  name: 'webhook-deliveries/replay',
  needsIdentity: true,
  permission: WEBHOOKS_WRITE,
  run: ({ identity, payload }): ActionOutcome => {
    const { endpointId, from, to } = payload.data.attributes;
    const endpoint = endpointFor(identity, endpointId, true);
    if (isRefusal(endpoint)) return { errors: endpoint.errors!.map((error) => ({ ...error, source: { pointer: '/data/attributes/endpointId' } })) };
    const start = isoOrNull(from);
    const end = isoOrNull(to);
    const errors = [
      ...(start ? [] : [fieldError('from', 'invalid', 'Enter a date and time')]),
      ...(end ? [] : [fieldError('to', 'invalid', 'Enter a date and time')]),
      ...(start && end && start > end ? [fieldError('to', 'invalid', 'The end must not be before the start')] : []),
    ];
    if (errors.length) return { errors };
    if (endpoint.status !== 'enabled') return disabled();
    carryOpenDeliveries();
    const made = replayable(endpoint.id, start!, end!).map((original) => resendOf(endpoint, original));
    return {
      data: {
        type: 'webhook-replays',
        id: newId('whr'),
        attributes: { endpointId: endpoint.id, deliveryIds: made.map((d) => d.id), total: made.length },
      },
    };
  },
});

export const webhookDeliveryActions = [list, get, resend, replay];
