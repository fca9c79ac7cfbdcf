/**
 * Webhook endpoints and their deliveries as the sandbox stores them (docs/api/webhooks.md). The
 * answers (`json.ts`) never carry the signing secret: only its prefix.
 */
import type { WebhookDeliveryStatus } from '@/lib/contract/developers';

export interface WebhookEndpoint {
  id: string;
  projectId: string;
  url: string;
  description: string | null;
  events: string[];
  status: 'enabled' | 'disabled';
  disabledReason: 'manual' | 'failing' | null;
  disabledAt: string | null;
  /** The signing secret (`whsec_…`): the sandbox signs with it, so it is stored; never answered. */
  secret: string;
  createdAt: string;
  createdBy: string | null;
  /** The first failed attempt since the last success (null: the last attempt succeeded, or none yet). */
  failingSince: string | null;
}

/** One attempt, as the endpoint's health over 24 hours counts it. */
export interface WebhookAttempt {
  at: string;
  ok: boolean;
}

export interface WebhookDelivery {
  id: string;
  endpointId: string;
  projectId: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  /** Attempts made so far (answered ones). */
  attempt: number;
  statusCode: number | null;
  latencyMs: number | null;
  error: 'timeout' | 'connection-refused' | null;
  nextRetryAt: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  /** The JSON sent; null on seeded rows, whose body is built when read (`deliveryBody`). */
  requestBody: string | null;
  /** The headers of the last attempt (the signature); null until one was made, or on seeded rows (built when read). */
  requestHeaders: Record<string, string> | null;
  responseBody: string | null;
  replayOf: string | null;
  test: boolean;
  attempts: WebhookAttempt[];
}
