import { HttpResponse } from 'msw';
import { dispatchAction, type ActionEndpoint } from '../actions/dispatch';
import type { ActionRequest } from '../actions/types';
import { pushable } from '../action-result-pointers';
import { pushToSession } from '../pusher-hub';
import { resolveSession } from '../sessions';
import { apiRoute, badRequest, isRecord, readJson, unauthorized } from './respond';

/** The envelope `{data:{requestReference, action, id?, payload?}}`, or null when malformed. */
function envelope(body: unknown): ActionRequest | null {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) return null;
  const { requestReference, action, id, payload } = data;
  if (typeof requestReference !== 'string' || !requestReference.trim() || requestReference.length > 200) return null;
  if (typeof action !== 'string' || !/^[\w-]+\/[\w-]+$/.test(action)) return null;
  if (id !== undefined && typeof id !== 'string') return null;
  if (payload !== undefined && payload !== null && typeof payload !== 'object') return null;
  return { requestReference, action, ...(id !== undefined && { id }), ...(payload !== undefined && payload !== null && { payload }) };
}

/**
 * An action endpoint: answers 202 at once; the result follows as the `action-result`
 * push event on every channel bound to the session, after the configured latency (a result too
 * large for one push event as a pointer to `GET action-results/<id>`).
 */
const actionEndpoint = (path: string, endpoint: ActionEndpoint) =>
  apiRoute('post', path, async ({ request, cookies }) => {
    const call = envelope(await readJson(request));
    if (!call) return badRequest('Expected {data:{requestReference, action, id?, payload?}}');
    const session = resolveSession(request, cookies);
    if (!session) return unauthorized();
    const channels = [...session.channels];
    const result = dispatchAction(endpoint, session, call);
    pushToSession(session.id, 'action-result', pushable(session.id, result), channels);
    return HttpResponse.json({ meta: { requestReference: call.requestReference } }, { status: 202 });
  }, { immediate: true });

export const actionHandlers = [
  actionEndpoint('actions', 'main'),
  actionEndpoint('mailbox/actions', 'mailbox'),
  actionEndpoint('payouts/actions', 'payouts'),
];
