import { request } from '@/lib/http';

/**
 * Trades a one-time ticket (`meta.secretTicket` of the answer that made a secret) for the secret:
 * `POST secrets/reveal`, plain HTTP, so the secret never passes through the store, a push or a log.
 * A second try of the same ticket is refused (`410 ticket-used`).
 */
export async function revealSecret(ticket: string): Promise<string> {
  const answer = await request<{ attributes?: { secret?: unknown } }>('POST', 'secrets/reveal', { data: { attributes: { ticket } } });
  const secret = answer.data?.attributes?.secret;
  if (typeof secret !== 'string' || !secret) throw new Error('The answer carries no secret');
  return secret;
}
