/**
 * The developers hub (docs/api/api-request-log.md): the API request log of a workspace's projects
 * (every call made to the merchant API with their keys) and the health overview of their developer
 * tools. Read-only; on the `main` endpoint.
 *
 * Bodies arrive with their secrets already masked by the server (card numbers down to the last four
 * digits, `secret`/`password`/`token`/`cvc` values as "••••"); the screens show them as plain text.
 */
import type { z as zod } from 'zod/mini';
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import * as s from './schemas';

export const apiRequestMethods = ['GET', 'POST', 'PATCH', 'DELETE'] as const;
export type ApiRequestMethod = (typeof apiRequestMethods)[number];

/** A status filter: an exact code (`404`) or a class (`4xx`). */
export const apiStatusFilterPattern = /^([1-5]\d\d|[1-5]xx)$/;

/** Fields `api-request-log/list` filters on (each `eq`, `status` also `gte`); always newest first. */
export const apiRequestFilterFields = ['projectId', 'apiKeyId', 'method', 'pathPrefix', 'status'] as const;
export const API_REQUEST_PAGE_MAX = 100;

/** What replaces a secret in a body. */
export const MASK = '••••';

const link = (z: Zod) => z.optional(z.looseObject({ data: z.nullable(z.looseObject({ type: z.optional(z.string()), id: z.string() })) }));

const causedEvent = (z: Zod) =>
  z.looseObject({
    id: z.string(),
    type: z.string(),
    /** Its deliveries, to the endpoints subscribed then (empty without `webhook-endpoints.read`). */
    deliveries: z._default(
      z.array(
        z.looseObject({
          id: z.string(),
          endpointId: z.string(),
          endpointUrl: z.string(),
          status: z.string(),
        }),
      ),
      [],
    ),
  });

export const apiRequestAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('api-requests'),
    id: z.string(),
    attributes: z.looseObject({
      method: z.string(),
      path: z.string(),
      status: z.int(),
      ip: z.string(),
      at: z.string(),
      idempotencyKey: z._default(z.nullable(z.string()), null),
      durationMs: z.int().check(z.nonnegative()),
      /** The key's prefix as the API saw it, and its name (null once the key is gone). */
      keyPrefix: z.string(),
      keyName: z._default(z.nullable(z.string()), null),
      /** How many webhook events the request caused (the list); `events` themselves in `get`. */
      eventCount: z._default(z.int().check(z.nonnegative()), 0),
      /** `get` only: the bodies (text, secrets masked; null: none) and the events caused. */
      requestBody: z._default(z.nullable(z.string()), null),
      responseBody: z._default(z.nullable(z.string()), null),
      events: z._default(z.array(causedEvent(z)), []),
    }),
    relationships: z.optional(z.looseObject({ project: link(z), apiKey: link(z) })),
  });
export type ApiRequestAnswer = zod.output<ReturnType<typeof apiRequestAnswer>>;

/** One project's developer tools at a glance; a part the caller may not read is null. */
export const developerOverviewAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('developer-overviews'),
    id: z.string(),
    attributes: z.looseObject({
      projectName: z.string(),
      mode: z._default(z.nullable(z.string()), null),
      keys: z._default(
        z.nullable(
          z.looseObject({
            active: z.int(),
            revoked: z.int(),
            expired: z.int(),
            /** Active keys whose expiry is within 14 days. */
            expiringSoon: z.int(),
            lastUsedAt: z._default(z.nullable(z.string()), null),
          }),
        ),
        null,
      ),
      endpoints: z._default(z.nullable(z.looseObject({ enabled: z.int(), disabled: z.int(), failed24h: z.int(), succeeded24h: z.int() })), null),
      allowedIps: z._default(z.nullable(z.looseObject({ count: z.int() })), null),
      translations: z._default(z.nullable(z.looseObject({ count: z.int() })), null),
      /** Requests of the last 24 hours and how many of them failed (status ≥ 400); with the keys. */
      requests24h: z._default(z.nullable(z.looseObject({ total: z.int(), failed: z.int() })), null),
    }),
  });
export type DeveloperOverviewAnswer = zod.output<ReturnType<typeof developerOverviewAnswer>>;

export const apiRequestLogActions = {
  'api-request-log/list': action('api-request-log/list', { payload: s.resourceListRequest, answer: (z) => list(z, apiRequestAnswer), meta: s.listMeta }),
  'api-request-log/get': action('api-request-log/get', { target: true, payload: s.targetPayload, answer: apiRequestAnswer }),
  'developers/overview': action('developers/overview', { payload: s.resourceListRequest, answer: (z) => list(z, developerOverviewAnswer), meta: s.listMeta }),
};
