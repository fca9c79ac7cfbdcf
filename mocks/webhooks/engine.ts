/**
 * The delivery engine (docs/api/webhooks.md): every event of a project goes to each of its enabled
 * endpoints subscribed to the type, as a delivery tried at once on the sandbox clock, then retried
 * on `WEBHOOK_RETRY_DELAYS_MS` after each failure (counted from the end of the failed attempt)
 * until it succeeds or `WEBHOOK_MAX_ATTEMPTS` have failed. An endpoint whose attempts have all
 * failed for `WEBHOOK_DISABLE_AFTER_DAYS` is disabled (`failing`). Each change is pushed as
 * `resource-updated` to those who read the project's webhooks.
 */
import { WEBHOOK_DISABLE_AFTER_DAYS, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS, WEBHOOKS_READ } from '@/lib/contract/developers';
import { defineJob, now, nowIso } from '../clock';
import { newId } from '../db/ids';
import { db } from '../db/store';
import { pushResourceUpdated } from '../pusher-hub';
import { eventBody, requestHeaders } from './event-body';
import { hostAnswer, RESPONSE_BODY_MAX, type HostAnswer } from './host-simulator';
import { deliveryBody, deliveryStateAttributes, webhookEndpointJson } from './json';
import type { WebhookDelivery, WebhookEndpoint } from './model';

const DAY = 86_400_000;
const ATTEMPT_JOB = 'webhook-attempt';
const ANSWER_JOB = 'webhook-answer';

export function pushDelivery(d: WebhookDelivery) {
  pushResourceUpdated(d.projectId, { type: 'webhook-deliveries', id: d.id, attributes: deliveryStateAttributes(d) }, { permission: WEBHOOKS_READ });
}

export function pushEndpoint(e: WebhookEndpoint) {
  const { type, id, attributes } = webhookEndpointJson(e);
  pushResourceUpdated(e.projectId, { type, id, attributes }, { permission: WEBHOOKS_READ });
}

const isOpen = (d: WebhookDelivery) => d.status === 'pending' || d.status === 'retrying';

/** Ends a delivery whose endpoint no longer takes attempts: `failed`, no retry (replayable later). */
function stop(d: WebhookDelivery): WebhookDelivery {
  const stopped = db.webhookDeliveries.upsert({ ...d, status: 'failed', nextRetryAt: null });
  pushDelivery(stopped);
  return stopped;
}

/** Disables an endpoint (by a person, or `failing`); its deliveries still waiting for a retry end as failed. */
export function disableEndpoint(e: WebhookEndpoint, reason: 'manual' | 'failing'): WebhookEndpoint {
  const disabled = db.webhookEndpoints.upsert({ ...e, status: 'disabled', disabledReason: reason, disabledAt: nowIso() });
  for (const d of db.webhookDeliveries.filter((row) => row.endpointId === e.id && isOpen(row))) stop(d);
  pushEndpoint(disabled);
  return disabled;
}

interface AnswerArgs {
  deliveryId: string;
  attempt: number;
  sentAt: number;
  headers: Record<string, string>;
  answer: HostAnswer;
}

const attemptJob = defineJob<{ deliveryId: string }>(ATTEMPT_JOB, ({ deliveryId }) => {
  const d = db.webhookDeliveries.get(deliveryId);
  if (!d || !isOpen(d)) return;
  const endpoint = db.webhookEndpoints.get(d.endpointId);
  if (!endpoint || endpoint.status !== 'enabled') {
    if (endpoint) stop(d);
    return;
  }
  const attempt = d.attempt + 1;
  const sentAt = now();
  const headers = requestHeaders(endpoint.secret, deliveryBody(d), d.eventId, sentAt);
  const answer = hostAnswer(endpoint.url, d.id, attempt);
  const args: AnswerArgs = { deliveryId, attempt, sentAt, headers, answer };
  if (answer.waitMs <= 0) {
    record(args);
    return;
  }
  // On its way: no retry is due while the host takes its time.
  if (d.nextRetryAt !== null) pushDelivery(db.webhookDeliveries.upsert({ ...d, nextRetryAt: null }));
  answerJob(answer.waitMs, args);
});

const answerJob = defineJob<AnswerArgs>(ANSWER_JOB, (args) => record(args));

/** Writes an attempt's outcome: succeeded, retrying (the next attempt scheduled) or failed; then the endpoint's health. */
function record({ deliveryId, attempt, sentAt, headers, answer }: AnswerArgs) {
  const d = db.webhookDeliveries.get(deliveryId);
  if (!d || !isOpen(d) || d.attempt >= attempt) return;
  const endpoint = db.webhookEndpoints.get(d.endpointId);
  const ok = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
  const at = new Date(sentAt).toISOString();
  const retry = !ok && attempt < WEBHOOK_MAX_ATTEMPTS && endpoint?.status === 'enabled';
  const delay = retry ? WEBHOOK_RETRY_DELAYS_MS[attempt - 1] : 0;
  const written = db.webhookDeliveries.upsert({
    ...d,
    attempt,
    status: ok ? 'succeeded' : retry ? 'retrying' : 'failed',
    statusCode: answer.statusCode,
    latencyMs: answer.latencyMs,
    error: answer.error,
    responseBody: answer.responseBody === null ? null : answer.responseBody.slice(0, RESPONSE_BODY_MAX),
    lastAttemptAt: at,
    requestHeaders: headers,
    nextRetryAt: retry ? new Date(now() + delay).toISOString() : null,
    attempts: [...d.attempts, { at, ok }],
  });
  if (retry) attemptJob(delay, { deliveryId });
  pushDelivery(written);
  if (endpoint) afterAttempt(endpoint, ok, at);
}

/** The endpoint's failing streak: cleared by a success; once it is `WEBHOOK_DISABLE_AFTER_DAYS` old, the endpoint is disabled. */
function afterAttempt(endpoint: WebhookEndpoint, ok: boolean, at: string) {
  const failingSince = ok ? null : (endpoint.failingSince ?? at);
  const current = failingSince === endpoint.failingSince ? endpoint : db.webhookEndpoints.upsert({ ...endpoint, failingSince });
  if (current.status === 'enabled' && failingSince !== null && now() - Date.parse(failingSince) >= WEBHOOK_DISABLE_AFTER_DAYS * DAY) {
    disableEndpoint(current, 'failing');
    return;
  }
  pushEndpoint(current);
}

/** A new delivery of an event to an endpoint, its first attempt due at once on the sandbox clock. */
export function createDelivery(
  endpoint: WebhookEndpoint,
  event: { id: string; type: string; body: string },
  options: { replayOf?: string | null; test?: boolean } = {},
): WebhookDelivery {
  const d = db.webhookDeliveries.insert({
    id: newId('whd'),
    endpointId: endpoint.id,
    projectId: endpoint.projectId,
    eventId: event.id,
    eventType: event.type,
    status: 'pending',
    attempt: 0,
    statusCode: null,
    latencyMs: null,
    error: null,
    nextRetryAt: null,
    createdAt: nowIso(),
    lastAttemptAt: null,
    requestBody: event.body,
    requestHeaders: null,
    responseBody: null,
    replayOf: options.replayOf ?? null,
    test: options.test ?? false,
    attempts: [],
  });
  attemptJob(0, { deliveryId: d.id });
  pushDelivery(d);
  return d;
}

/** The event's body, `{id, type, createdAt, data: {object}}`, with a new event id. */
export function newEvent(type: string, object: unknown) {
  const id = newId('evt');
  return { id, type, body: eventBody({ id, type, createdAt: nowIso(), data: { object } }) };
}

/**
 * The one way events leave the sandbox: `object` (as the API answers it) goes to every enabled
 * endpoint of the project subscribed to `type`. Returns the deliveries made.
 */
export function emitWebhookEvent(projectId: string, type: string, object: unknown): WebhookDelivery[] {
  const endpoints = db.webhookEndpoints.filter((e) => e.projectId === projectId && e.status === 'enabled' && e.events.includes(type));
  if (endpoints.length === 0) return [];
  carryOpenDeliveries();
  const event = newEvent(type, object);
  return endpoints.map((endpoint) => createDelivery(endpoint, event));
}

/**
 * Seeded deliveries waiting for a retry have no job (the seed makes none): from the first webhook
 * call on, each open delivery without one gets its attempt scheduled at its `nextRetryAt`.
 */
export function carryOpenDeliveries() {
  const open = db.webhookDeliveries.filter(isOpen);
  if (open.length === 0) return;
  const carried = new Set(
    db.jobs.filter((job) => job.kind === ATTEMPT_JOB || job.kind === ANSWER_JOB).map((job) => (job.args as { deliveryId?: string } | null)?.deliveryId),
  );
  for (const d of open) {
    if (carried.has(d.id)) continue;
    attemptJob(Math.max(0, (d.nextRetryAt ? Date.parse(d.nextRetryAt) : now()) - now()), { deliveryId: d.id });
  }
}
