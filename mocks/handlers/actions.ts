import { HttpResponse } from 'msw';
import { dispatchAction, type ActionEndpoint } from '../actions/dispatch';
import type { ActionRequest } from '../actions/types';
import { pushable } from '../action-result-pointers';
import { carriesPasskey, relyingPartyOf, withPasskeyVerdict } from '../passkeys';
import { pushToSession } from '../pusher-hub';
import { resolveSession } from '../sessions';
import { apiRoute, badRequest, errorResponse, isRecord, readJson, unauthorized } from './respond';

/** A UUID in its canonical text form (any version, either case): the only accepted requestReference. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The envelope `{data:{requestReference, action, id?, payload?}}`, or the 400 that refuses it. */
function envelope(body: unknown): ActionRequest | Response {
  const data = isRecord(body) ? body.data : undefined;
  const malformed = () => badRequest('Expected {data:{requestReference, action, id?, payload?}}');
  if (!isRecord(data)) return malformed();
  const { requestReference, action, id, payload } = data;
  if (typeof requestReference !== 'string' || !requestReference.trim()) return malformed();
  if (typeof action !== 'string' || !/^[\w-]+(\/[\w-]+)+$/.test(action)) return malformed();
  if (id !== undefined && typeof id !== 'string') return malformed();
  if (payload !== undefined && payload !== null && typeof payload !== 'object') return malformed();
  if (!UUID_PATTERN.test(requestReference)) {
    return errorResponse(400, 'invalid', 'requestReference must be a UUID', { source: { pointer: '/data/requestReference' } });
  }
  return { requestReference, action, ...(id !== undefined && { id }), ...(payload !== undefined && payload !== null && { payload }) };
}

/**
 * An action endpoint: answers 202 at once; the result follows as the `action-result`
 * push event on every channel bound to the session, after the configured latency (a result too
 * large for one push event as a pointer to `GET action-results/<id>`). The body must be
 * `application/vnd.api+json` (else 415) from the app's own origin (else 403, `apiRoute`), and its
 * reference a UUID (else 400).
 */
const actionEndpoint = (path: string, endpoint: ActionEndpoint) =>
  apiRoute(
    'post',
    path,
    async ({ request, cookies }) => {
      const sent = envelope(await readJson(request));
      if (sent instanceof Response) return sent;
      const session = resolveSession(request, cookies);
      if (!session) return unauthorized();
      const channels = [...session.channels];
      const call = { ...sent, relyingParty: relyingPartyOf(request) };
      // WebAuthn verification is asynchronous and actions run synchronously: verified here, before dispatch.
      const checked = carriesPasskey(call) ? await withPasskeyVerdict(session.userId, call) : call;
      const result = dispatchAction(endpoint, session, checked);
      pushToSession(session.id, 'action-result', pushable(session.id, result), channels);
      return HttpResponse.json({ meta: { requestReference: call.requestReference } }, { status: 202 });
    },
    { immediate: true, body: 'json-api' },
  );

export const actionHandlers = [actionEndpoint('actions', 'main'), actionEndpoint('mailbox/actions', 'mailbox'), actionEndpoint('payouts/actions', 'payouts')];
