/**
 * Answers too large for one push event (docs/api-contract.md "Answers too large to push"): the
 * full `action-result` is kept for 10 minutes (sandbox clock) for the session that made the call,
 * and the push event carries a pointer to `GET action-results/<id>` instead.
 *
 * Kept in memory, not in the persisted database: a reload ends every waiting call anyway.
 */
import { encryptedDataBytes } from './channel-encryption';
import { now } from './clock';
import { PUSH_EVENT_LIMIT_BYTES } from './pusher-hub';

export const ACTION_RESULT_TTL_MS = 10 * 60_000;
/** The newest answers kept; older ones go first (they expire long before in any real use). */
const MAX_KEPT = 200;

interface Kept {
  sessionId: string;
  body: string;
  expiresAt: number;
}

const kept = new Map<string, Kept>();

export interface AnswerPointerEvent {
  requestReference: string;
  action: string;
  pointer: { href: string; size: number; expiresAt: string };
}

/** Whether this event, encrypted for the session channel, fits in one push. */
export const fitsInPush = (json: string) => encryptedDataBytes(new TextEncoder().encode(json).length) <= PUSH_EVENT_LIMIT_BYTES;

/**
 * What to push for an action result: the result itself when it fits, else a pointer to it, kept
 * for the session that made the call.
 */
export function pushable<R extends { requestReference: string; action: string }>(sessionId: string, result: R): R | AnswerPointerEvent {
  const body = JSON.stringify(result);
  if (fitsInPush(body)) return result;
  const id = `ar_${crypto.randomUUID().replace(/-/g, '')}`;
  const expiresAt = now() + ACTION_RESULT_TTL_MS;
  kept.set(id, { sessionId, body, expiresAt });
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_KEPT) break;
    kept.delete(oldest);
  }
  return {
    requestReference: result.requestReference,
    action: result.action,
    pointer: { href: `action-results/${id}`, size: new TextEncoder().encode(body).length, expiresAt: new Date(expiresAt).toISOString() },
  };
}

/** The serialized answer behind a pointer, for the session that made the call only, until it expires. */
export function pointedAnswer(id: string, sessionId: string): string | null {
  const entry = kept.get(id);
  if (!entry) return null;
  if (entry.expiresAt <= now()) {
    kept.delete(id);
    return null;
  }
  return entry.sessionId === sessionId ? entry.body : null;
}

export const forgetPointedAnswers = () => kept.clear();
