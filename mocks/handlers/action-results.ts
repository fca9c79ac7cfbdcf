import { HttpResponse } from 'msw';
import { pointedAnswer } from '../action-result-pointers';
import { resolveSession } from '../sessions';
import { apiRoute, errorResponse, unauthorized } from './respond';

/**
 * GET action-results/{id}: an answer too large to push, for the session that made the call, for 10
 * minutes. 401 without a session; 404 `not-found` for an unknown or expired id and for another
 * session's (no existence leak).
 */
export const actionResultHandler = apiRoute('get', 'action-results/:id', ({ request, params, cookies }) => {
  const session = resolveSession(request, cookies);
  if (!session) return unauthorized();
  const body = pointedAnswer(String(params.id), session.id);
  if (body === null) return errorResponse(404, 'not-found', 'The answer is unknown or has expired');
  return new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
});

export const actionResultHandlers = [actionResultHandler];
