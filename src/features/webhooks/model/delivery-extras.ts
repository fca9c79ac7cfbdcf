import type { WebhookDelivery } from '../api/webhooks-api';

/** One attempt of a delivery, where the server lists them. */
export interface DeliveryAttempt {
  attempt: number;
  at: string;
  statusCode: number | null;
  latencyMs: number | null;
  error: string | null;
}

export interface DeliveryExtras {
  requestHeaders: [string, string][] | null;
  responseHeaders: [string, string][] | null;
  attempts: DeliveryAttempt[] | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const intOrNull = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

function headers(value: unknown): [string, string][] | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? entries : null;
}

function attempts(value: unknown): DeliveryAttempt[] | null {
  if (!Array.isArray(value)) return null;
  const list = value.filter(isRecord).flatMap((item) => {
    const at = typeof item.at === 'string' ? item.at : typeof item.attemptedAt === 'string' ? item.attemptedAt : null;
    const attempt = intOrNull(item.attempt);
    return at && attempt !== null
      ? [
          {
            attempt,
            at,
            statusCode: intOrNull(item.statusCode),
            latencyMs: intOrNull(item.latencyMs),
            error: typeof item.error === 'string' ? item.error : null,
          },
        ]
      : [];
  });
  return list.length ? list : null;
}

/**
 * What a delivery may carry beyond the contract's fields (it reads them loosely): the headers sent
 * and answered, and the history of its attempts. Each is shown only when the server gives it.
 */
export function deliveryExtras(delivery: WebhookDelivery): DeliveryExtras {
  const raw = delivery as unknown as Record<string, unknown>;
  return { requestHeaders: headers(raw.requestHeaders), responseHeaders: headers(raw.responseHeaders), attempts: attempts(raw.attempts) };
}
