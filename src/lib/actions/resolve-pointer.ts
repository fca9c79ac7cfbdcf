import { request } from '../http/client';
import { failure, isFailure, toFailure, type Failure } from '../http/failure';
import { MALFORMED_ANSWER, POST_TIMEOUT_MS, type ActionClient } from './action-client';
import { isRecord } from './read-answer';

/**
 * A pointed-at answer could not be fetched: it expired (10 minutes), it is not this session's, or
 * the server could not be reached. The call ends with it (money: an unknown outcome).
 */
export const ANSWER_UNAVAILABLE = 'answer-unavailable';

/**
 * An `action-result` too large for a push event names where to fetch it instead
 * (docs/api-contract.md "Answers too large to push").
 */
export interface AnswerPointerEvent {
  requestReference: string;
  action?: string;
  pointer: { href: string; size?: number; expiresAt?: string };
}

/**
 * Only a path under the API, never a URL: the fetch carries the session's credentials, so a push
 * event must not be able to send them anywhere else.
 */
const POINTER_HREF = /^action-results\/[A-Za-z0-9_-]{1,128}$/;

/** An `action-result` event that points at its answer instead of carrying it. */
export const isAnswerPointer = (raw: unknown): raw is { requestReference: string; pointer: unknown } =>
  isRecord(raw) && typeof raw.requestReference === 'string' && raw.pointer !== undefined;

const unreadable = (message: string) => failure(MALFORMED_ANSWER, message, [], true);

function unavailable(cause: Failure): Failure {
  const status = cause.errors[0]?.code ?? cause.code;
  return failure(
    ANSWER_UNAVAILABLE,
    'The answer could not be fetched',
    [
      {
        code: ANSWER_UNAVAILABLE,
        title: cause.code === 404 ? 'The answer has expired or belongs to another session' : 'The answer could not be fetched',
        detail: `${cause.code} ${status}`,
      },
    ],
    true,
  );
}

/** GETs a pointed-at answer with the transport's own headers (cookies and the bearer token go as on every call). */
export const fetchPointed = (href: string, headers: Record<string, string> = {}) =>
  request('GET', href, undefined, { timeout: POST_TIMEOUT_MS, headers }).then(({ headers: _headers, ...answer }) => answer as unknown);

/**
 * The answer a pointer event names: fetched, and checked to answer the same call. Rejects with
 * `malformed-answer` (a pointer or body that cannot be used) or `answer-unavailable` (the fetch failed).
 */
export async function resolvePointer(event: { requestReference: string; pointer: unknown }, get: (href: string) => Promise<unknown>): Promise<unknown> {
  const { pointer } = event;
  if (!isRecord(pointer) || typeof pointer.href !== 'string' || !POINTER_HREF.test(pointer.href)) throw unreadable('The answer pointer could not be read');
  let answer: unknown;
  try {
    answer = await get(pointer.href);
  } catch (error) {
    throw unavailable(toFailure(error));
  }
  if (!isRecord(answer) || answer.requestReference !== event.requestReference) throw unreadable('The pointed answer belongs to another call');
  const action = (event as { action?: unknown }).action;
  if (action !== undefined && answer.action !== undefined && answer.action !== action) throw unreadable('The pointed answer belongs to another call');
  return answer;
}

/**
 * Follows pointer events for the calls still waiting (another tab's answers are not fetched), one
 * fetch per reference at a time, and hands the answer to the client exactly like an inline one.
 */
export function createPointerResolver(actions: Pick<ActionClient, 'isPending' | 'handleAnswer' | 'failAnswer'>, get: (href: string) => Promise<unknown>) {
  const following = new Set<string>();
  return (event: { requestReference: string; pointer: unknown }) => {
    const reference = event.requestReference;
    if (!actions.isPending(reference) || following.has(reference)) return;
    following.add(reference);
    resolvePointer(event, get)
      .then(
        (answer) => actions.handleAnswer(answer),
        (reason: unknown) => actions.failAnswer(reference, isFailure(reason) ? reason : unreadable('The answer pointer could not be followed')),
      )
      .finally(() => following.delete(reference));
  };
}
