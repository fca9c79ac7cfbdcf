import { HttpResponse } from 'msw';
import { recordSecretRevealed } from '../actions/audit-sign-ins';
import { secretDigest } from '../db/api-keys';
import { db } from '../db/store';
import { redeemSecretTicket } from '../secret-tickets';
import { fileCaller } from './file-caller';
import { apiRoute, attributesOf, errorResponse, readJson } from './respond';

/**
 * POST secrets/reveal `{data:{attributes:{ticket}}}` (docs/api/developers.md): the secret an action
 * made, once, for the user whose call made it. Signed in as for a download: 401 without a full
 * session, 403 when its identity is no longer active. `400 invalid` without a ticket; `410
 * ticket-used` for a ticket used already, expired (10 minutes), unknown or someone else's (alike: no
 * existence leak). Never cached. An API key's secret shown is a security log entry (`secrets/reveal`).
 */
export const revealSecretHandler = apiRoute('post', 'secrets/reveal', async ({ request, cookies }) => {
  const caller = fileCaller(request, cookies);
  if (caller instanceof Response) return caller;
  const { ticket } = attributesOf(await readJson(request));
  if (typeof ticket !== 'string' || !ticket) {
    return errorResponse(400, 'invalid', 'Ticket is required', { source: { pointer: '/data/attributes/ticket' } });
  }
  const secret = redeemSecretTicket(caller.session.userId, ticket);
  if (secret === null) return errorResponse(410, 'ticket-used', 'This secret has already been shown; roll the key to get a new one');
  const key = db.apiKeys.find((candidate) => candidate.secretDigest === secretDigest(secret));
  if (key) recordSecretRevealed(caller.session, key);
  return HttpResponse.json({ data: { type: 'secrets', attributes: { secret } } }, { headers: { 'Cache-Control': 'no-store' } });
});

export const secretHandlers = [revealSecretHandler];
