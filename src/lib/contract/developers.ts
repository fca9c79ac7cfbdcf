/**
 * Developer tools (docs/api/developers.md): API keys, webhook endpoints and their deliveries, a
 * project's allowed IP ranges and its checkout translations. All on the `main` endpoint, all scoped
 * to a project (`resourceId`) or to an object of one (envelope `id`).
 *
 * Secrets (an API key's, a webhook endpoint's signing secret) never travel in an action answer: the
 * answer's `meta.secretTicket` is redeemed once with `POST secrets/reveal` (plain HTTP, not the
 * action channel), so a secret never passes through the store, a push or a log.
 *
 * The payload schemas check each field's form; the rules that depend on state or on who asks (a
 * CIDR's syntax and duplicates, a language tag, https for live projects, permissions one may give)
 * are the server's, answered with their own codes and pointers.
 */
import type { z as zod } from 'zod/mini';
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import * as s from './schemas';

// ——— vocabularies ——————————————————————————————————————————————————————————————————————————

export { API_KEYS_READ, API_KEYS_WRITE, WEBHOOKS_READ, WEBHOOKS_WRITE } from './developer-permissions';

export const apiKeyStatuses = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

/** How long the old secret of a rolled key keeps working, in hours (0: it stops at once). */
export const rollGraceHours = [0, 1, 24, 72, 168] as const;

export const API_KEY_NAME_MAX = 60;
export const ALLOWED_IPS_MAX = 50;
export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOK_DESCRIPTION_MAX = 200;

/** Event types a webhook endpoint may subscribe to (and a test event may be sent for), grouped by their prefix. */
export const webhookEventTypes = [
  'payment.succeeded',
  'payment.failed',
  'payment.captured',
  'payment.cancelled',
  'refund.succeeded',
  'refund.failed',
  'dispute.opened',
  'dispute.updated',
  'dispute.won',
  'dispute.lost',
  'report.ready',
  'report.failed',
  'payout.paid',
  'payout.failed',
  // Billing (docs/api/billing.md): a subscription's changes and its invoices.
  'subscription.created',
  'subscription.updated',
  'subscription.paused',
  'subscription.resumed',
  'subscription.cancelled',
  'subscription.past_due',
  'subscription.halted',
  'subscription.recovered',
  'invoice.issued',
  'invoice.paid',
  'invoice.payment_failed',
  // Antifraud (docs/api/antifraud.md): a payment held for review, and the review decided.
  'review.opened',
  'review.closed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookEndpointStatuses = ['enabled', 'disabled'] as const;
/** Why an endpoint is disabled: by a person, or by the server after failing without a success for `WEBHOOK_DISABLE_AFTER_DAYS`. */
export const webhookDisabledReasons = ['manual', 'failing'] as const;
export const WEBHOOK_DISABLE_AFTER_DAYS = 5;

/**
 * The retry schedule after a failed attempt (Svix's): attempt 1 at once, then these delays before
 * attempts 2…8, each counted from the end of the failed attempt. After the last, the delivery has
 * `failed` for good.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** `pending`: not tried yet; `retrying`: failed, another attempt is scheduled (`nextRetryAt`). */
export const webhookDeliveryStatuses = ['pending', 'succeeded', 'retrying', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** Fields `webhook-deliveries/list` filters on (`endpointId` required), sorts on `createdAt` (default `-createdAt`). */
export const deliveryFilterFields = ['status', 'eventType', 'createdAt', 'endpointId'] as const;

/** The checkout page's texts a translation sets (the default language, English, has them all). */
export const checkoutTextKeys = [
  'title',
  'amountLabel',
  'cardNumber',
  'expiry',
  'cvc',
  'cardholderName',
  'email',
  'payButton',
  'processing',
  'success',
  'failure',
  'tryAgain',
  'backToShop',
  'securedBy',
] as const;
export const CHECKOUT_TEXT_MAX = 200;

/** Codes these actions answer besides the common ones. */
export const developerErrorCodes = [
  'permissions-required',
  'events-required',
  'invalid-cidr',
  'duplicate-cidr',
  'https-required',
  'invalid-url',
  'invalid-language-tag',
  'language-exists',
  'grant-exceeds-own',
  'expiry-in-past',
  'key-revoked',
  'key-expired',
  'ticket-used',
  'invalid-2fa-code',
  'two-fa-required',
  'endpoint-disabled',
] as const;

// ——— answers ————————————————————————————————————————————————————————————————————————————

const person = (z: Zod) => z.looseObject({ name: z._default(z.string(), ''), email: z._default(z.string(), '') });
const link = (z: Zod) => z.optional(z.looseObject({ data: z.nullable(z.looseObject({ type: z.optional(z.string()), id: z.string() })) }));

export const apiKeyAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('api-keys'),
    id: z.string(),
    attributes: z.looseObject({
      name: z.string(),
      /** The first characters of the secret, to recognise it (`sk_live_4f9a`); never the secret. */
      prefix: z.string(),
      mode: z.enum(['live', 'sandbox']),
      permissions: z.array(z.string()),
      /** CIDR ranges the key may be used from; empty: any address. */
      allowedIps: z._default(z.array(z.string()), []),
      status: z.enum(apiKeyStatuses),
      createdAt: z.string(),
      createdBy: z._default(z.nullable(person(z)), null),
      lastUsedAt: z._default(z.nullable(z.string()), null),
      expiresAt: z._default(z.nullable(z.string()), null),
      /** After a roll: the previous secret (its prefix) keeps working until then. */
      previousPrefix: z._default(z.nullable(z.string()), null),
      previousSecretEndsAt: z._default(z.nullable(z.string()), null),
    }),
    relationships: z.optional(z.looseObject({ project: link(z) })),
  });
export type ApiKeyAnswer = zod.output<ReturnType<typeof apiKeyAnswer>>;

/** `meta` of an answer that made a secret: the one-time ticket to reveal it (`POST secrets/reveal`). */
export const secretTicketMeta = (z: Zod) => z.looseObject({ secretTicket: z.string() });

export const webhookEndpointAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('webhook-endpoints'),
    id: z.string(),
    attributes: z.looseObject({
      url: z.string(),
      description: z._default(z.nullable(z.string()), null),
      events: z.array(z.string()),
      status: z.enum(webhookEndpointStatuses),
      disabledReason: z._default(z.nullable(z.enum(webhookDisabledReasons)), null),
      disabledAt: z._default(z.nullable(z.string()), null),
      /** The signing secret's first characters (`whsec_3k9d`). */
      secretPrefix: z.string(),
      createdAt: z.string(),
      /** Over the last 24 hours of the sandbox clock: attempts that succeeded and that failed. */
      succeeded24h: z._default(z.int().check(z.nonnegative()), 0),
      failed24h: z._default(z.int().check(z.nonnegative()), 0),
      lastDeliveryAt: z._default(z.nullable(z.string()), null),
      /** Failing without a success since then (null: the last attempt succeeded, or none yet). */
      failingSince: z._default(z.nullable(z.string()), null),
    }),
    relationships: z.optional(z.looseObject({ project: link(z) })),
  });
export type WebhookEndpointAnswer = zod.output<ReturnType<typeof webhookEndpointAnswer>>;

export const webhookDeliveryAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('webhook-deliveries'),
    id: z.string(),
    attributes: z.looseObject({
      eventType: z.string(),
      eventId: z.string(),
      status: z.enum(webhookDeliveryStatuses),
      /** The attempts made so far (1 … WEBHOOK_MAX_ATTEMPTS). */
      attempt: z.int().check(z.nonnegative()),
      /** The last attempt's HTTP status; null: no answer (time-out, connection refused) or not tried yet. */
      statusCode: z._default(z.nullable(z.int()), null),
      latencyMs: z._default(z.nullable(z.int()), null),
      /** `timeout`, `connection-refused`, or null. */
      error: z._default(z.nullable(z.string()), null),
      nextRetryAt: z._default(z.nullable(z.string()), null),
      createdAt: z.string(),
      lastAttemptAt: z._default(z.nullable(z.string()), null),
      /** The JSON sent (text, as sent) and the answer's body (text, at most 4 KB); plain text, never markup. */
      requestBody: z._default(z.string(), ''),
      /** The last attempt's request headers, the signature among them (`Webhook-Signature`); empty before the first. */
      requestHeaders: z._default(z.record(z.string(), z.string()), {}),
      responseBody: z._default(z.nullable(z.string()), null),
      /** Made by "Resend" or a replay of this earlier delivery. */
      replayOf: z._default(z.nullable(z.string()), null),
      test: z._default(z.boolean(), false),
    }),
    relationships: z.optional(z.looseObject({ endpoint: link(z) })),
  });
export type WebhookDeliveryAnswer = zod.output<ReturnType<typeof webhookDeliveryAnswer>>;

export const webhookReplayAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('webhook-replays'),
    id: z.string(),
    attributes: z.looseObject({
      /** The failed deliveries of the range, each resent as a new delivery (`replayOf`). */
      deliveryIds: z.array(z.string()),
      total: z.int().check(z.nonnegative()),
    }),
  });

export const allowedIpsAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('allowed-ip-lists'),
    id: z.string(),
    attributes: z.looseObject({ ranges: z.array(z.string()), updatedAt: z._default(z.nullable(z.string()), null) }),
  });

export const checkoutTranslationAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('checkout-translations'),
    id: z.string(),
    attributes: z.looseObject({
      /** A BCP 47 tag (`de`, `pt-BR`). */
      language: z.string(),
      isDefault: z._default(z.boolean(), false),
      /** Text per `checkoutTextKeys`; a missing key falls back to the default language. */
      texts: z.record(z.string(), z.string()),
      updatedAt: z._default(z.nullable(z.string()), null),
    }),
  });
export type CheckoutTranslationAnswer = zod.output<ReturnType<typeof checkoutTranslationAnswer>>;

// ——— payloads ———————————————————————————————————————————————————————————————————————————

const resourceId = (z: Zod) => z.string({ error: 'Project is required' }).check(z.minLength(1, { error: 'Project is required' }));
const text = (z: Zod, max: number, what: string) =>
  z.string({ error: `${what} must be text` }).check(z.trim(), z.maxLength(max, { error: `${what} must be at most ${max} characters` }));
const optionalText = (z: Zod, max: number, what: string) => z.optional(z.nullable(text(z, max, what)));
const ranges = (z: Zod) => z.array(z.string()).check(z.maxLength(ALLOWED_IPS_MAX, { error: `At most ${ALLOWED_IPS_MAX} ranges` }));

export const createApiKeyPayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    data: z.object({
      type: z.optional(z.literal('api-keys')),
      attributes: z.object({
        name: text(z, API_KEY_NAME_MAX, 'Name').check(z.minLength(1, { error: 'Name is required' })),
        /** At least one (`permissions-required`, 'Select at least one permission'). */
        permissions: z.array(z.string()),
        allowedIps: z._default(ranges(z), []),
        expiresAt: z.optional(z.nullable(z.string())),
      }),
    }),
  });

export const rollApiKeyPayload = (z: Zod) =>
  z.object({
    id: z.optional(z.string()),
    data: z.object({
      type: z.optional(z.literal('api-key-rolls')),
      attributes: z.object({
        graceHours: z.literal(rollGraceHours, { error: `Grace is one of ${rollGraceHours.join(', ')} hours` }),
      }),
    }),
  });

/** `api-keys/revoke`: envelope `id` (or `payload.id`); confirmed in the step-up window (docs/security.md). */
export const revokeApiKeyPayload = (z: Zod) => z._default(z.object({ id: z.optional(z.string()) }), {});

const endpointFields = (z: Zod) => ({
  url: text(z, WEBHOOK_URL_MAX, 'URL').check(z.minLength(1, { error: 'URL is required' })),
  description: optionalText(z, WEBHOOK_DESCRIPTION_MAX, 'Description'),
  /** At least one (`events-required`, 'Select at least one event'). */
  events: z.array(z.string()),
});

export const createWebhookEndpointPayload = (z: Zod) =>
  z.object({ resourceId: resourceId(z), data: z.object({ type: z.optional(z.literal('webhook-endpoints')), attributes: z.object(endpointFields(z)) }) });

export const updateWebhookEndpointPayload = (z: Zod) =>
  z.object({
    id: z.optional(z.string()),
    data: z.object({
      type: z.optional(z.literal('webhook-endpoints')),
      attributes: z.object({
        url: z.optional(endpointFields(z).url),
        description: endpointFields(z).description,
        events: z.optional(endpointFields(z).events),
      }),
    }),
  });

export const testEventPayload = (z: Zod) =>
  z.object({
    id: z.optional(z.string()),
    data: z.object({ type: z.optional(z.literal('webhook-test-events')), attributes: z.object({ eventType: z.string() }) }),
  });

/** Resend every failed delivery of an endpoint created in [from, to]. */
export const replayPayload = (z: Zod) =>
  z.object({
    data: z.object({
      type: z.optional(z.literal('webhook-replays')),
      attributes: z.object({ endpointId: z.string({ error: 'Endpoint is required' }), from: z.string(), to: z.string() }),
    }),
  });

export const setAllowedIpsPayload = (z: Zod) =>
  z.object({ resourceId: resourceId(z), data: z.object({ type: z.optional(z.literal('allowed-ip-lists')), attributes: z.object({ ranges: ranges(z) }) }) });

const texts = (z: Zod) => z.record(z.string(), text(z, CHECKOUT_TEXT_MAX, 'Text'));

export const createTranslationPayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    data: z.object({ type: z.optional(z.literal('checkout-translations')), attributes: z.object({ language: z.string(), texts: z._default(texts(z), {}) }) }),
  });

export const updateTranslationPayload = (z: Zod) =>
  z.object({ id: z.optional(z.string()), data: z.object({ type: z.optional(z.literal('checkout-translations')), attributes: z.object({ texts: texts(z) }) }) });

export const developerActions = {
  'api-keys/list': action('api-keys/list', { payload: s.resourceListRequest, answer: (z) => list(z, apiKeyAnswer), meta: s.listMeta }),
  'api-keys/get': action('api-keys/get', { target: true, payload: s.targetPayload, answer: apiKeyAnswer }),
  'api-keys/create': action('api-keys/create', { mutates: true, payload: createApiKeyPayload, answer: apiKeyAnswer, meta: secretTicketMeta }),
  'api-keys/roll': action('api-keys/roll', { mutates: true, target: true, payload: rollApiKeyPayload, answer: apiKeyAnswer, meta: secretTicketMeta }),
  'api-keys/revoke': action('api-keys/revoke', { mutates: true, target: true, payload: revokeApiKeyPayload, answer: apiKeyAnswer }),

  'webhook-endpoints/list': action('webhook-endpoints/list', {
    payload: s.resourceListRequest,
    answer: (z) => list(z, webhookEndpointAnswer),
    meta: s.listMeta,
  }),
  'webhook-endpoints/get': action('webhook-endpoints/get', { target: true, payload: s.targetPayload, answer: webhookEndpointAnswer }),
  'webhook-endpoints/create': action('webhook-endpoints/create', {
    mutates: true,
    payload: createWebhookEndpointPayload,
    answer: webhookEndpointAnswer,
    meta: secretTicketMeta,
  }),
  'webhook-endpoints/update': action('webhook-endpoints/update', {
    mutates: true,
    target: true,
    payload: updateWebhookEndpointPayload,
    answer: webhookEndpointAnswer,
  }),
  'webhook-endpoints/enable': action('webhook-endpoints/enable', { mutates: true, target: true, payload: s.targetPayload, answer: webhookEndpointAnswer }),
  'webhook-endpoints/disable': action('webhook-endpoints/disable', { mutates: true, target: true, payload: s.targetPayload, answer: webhookEndpointAnswer }),
  'webhook-endpoints/delete': action('webhook-endpoints/delete', { mutates: true, target: true, payload: s.targetPayload, answer: s.nullAnswer }),
  'webhook-endpoints/rotateSecret': action('webhook-endpoints/rotateSecret', {
    mutates: true,
    target: true,
    payload: s.targetPayload,
    answer: webhookEndpointAnswer,
    meta: secretTicketMeta,
  }),
  'webhook-endpoints/sendTestEvent': action('webhook-endpoints/sendTestEvent', {
    mutates: true,
    target: true,
    payload: testEventPayload,
    answer: webhookDeliveryAnswer,
  }),

  'webhook-deliveries/list': action('webhook-deliveries/list', { payload: s.listRequest, answer: (z) => list(z, webhookDeliveryAnswer), meta: s.listMeta }),
  'webhook-deliveries/get': action('webhook-deliveries/get', { target: true, payload: s.targetPayload, answer: webhookDeliveryAnswer }),
  'webhook-deliveries/resend': action('webhook-deliveries/resend', { mutates: true, target: true, payload: s.targetPayload, answer: webhookDeliveryAnswer }),
  'webhook-deliveries/replay': action('webhook-deliveries/replay', { mutates: true, payload: replayPayload, answer: webhookReplayAnswer }),

  'projects/getAllowedIps': action('projects/getAllowedIps', { payload: (z) => z.object({ resourceId: resourceId(z) }), answer: allowedIpsAnswer }),
  'projects/setAllowedIps': action('projects/setAllowedIps', { mutates: true, payload: setAllowedIpsPayload, answer: allowedIpsAnswer }),

  'checkout-translations/list': action('checkout-translations/list', {
    payload: s.resourceListRequest,
    answer: (z) => list(z, checkoutTranslationAnswer),
    meta: s.listMeta,
  }),
  'checkout-translations/create': action('checkout-translations/create', {
    mutates: true,
    payload: createTranslationPayload,
    answer: checkoutTranslationAnswer,
  }),
  'checkout-translations/update': action('checkout-translations/update', {
    mutates: true,
    target: true,
    payload: updateTranslationPayload,
    answer: checkoutTranslationAnswer,
  }),
  'checkout-translations/delete': action('checkout-translations/delete', { mutates: true, target: true, payload: s.targetPayload, answer: s.nullAnswer }),
};
