import { request } from '../client';
import { jsonApiBody } from '../json-api';

/**
 * `POST secrets/reveal`: trades a one-time ticket (an answer's `meta.secretTicket`) for the secret it
 * stands for, once; a second time is `410 ticket-used`. A plain HTTP call on purpose: its answer never
 * passes through the store, a push or a log (docs/api/developers.md). Rejects with the Failure.
 */
export async function revealSecret(ticket: string): Promise<string> {
  const answer = await request<{ attributes?: { secret?: unknown } }>('POST', 'secrets/reveal', jsonApiBody('secret-reveals', { ticket }));
  const secret = answer.data?.attributes?.secret;
  if (typeof secret !== 'string' || !secret) throw new Error('No secret in the answer');
  return secret;
}
