/**
 * What every state-changing request (POST, PUT, PATCH, DELETE) must show before the sandbox reads
 * it: against cross-site request forgery, on top of the `SameSite=Strict` auth cookie.
 *
 * - A body only in a JSON type: `application/vnd.api+json` for the action endpoints, that or
 *   `application/json` elsewhere; else `415 unsupported-media-type`. The types a cross-site form
 *   or a "simple" fetch may send without a CORS preflight (`text/plain`, form encodings) never
 *   reach an action. A DELETE has no body and is never simple, so only its origin is checked.
 * - `Origin`, when the browser sends one, is the app's own: else `403 origin-not-allowed`. Requests
 *   without it (server-side clients, and the sandbox's own page behind its service worker) pass.
 */
import { jsonApiContentType } from '@/lib/http/json-api';

export type BodyType = 'json-api' | 'json' | 'bytes';

const accepted: Record<BodyType, readonly string[]> = {
  'json-api': [jsonApiContentType],
  json: [jsonApiContentType, 'application/json'],
  /** File bytes (`PUT files/uploads/{id}`): a type no form can send without a preflight. */
  bytes: ['application/octet-stream'],
};

/** The media type without parameters, lower case (`application/json; charset=utf-8` → `application/json`). */
const essence = (contentType: string | null) => (contentType ?? '').split(';')[0].trim().toLowerCase();

/**
 * The app's own origins: the page the sandbox runs in (`location.origin`; in Vitest, jsdom's) and
 * the API's own origin (what the request was sent to). Production configures its one app origin.
 */
export function appOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  if (typeof location !== 'undefined' && location.origin && location.origin !== 'null') origins.add(location.origin);
  return origins;
}

export interface Refusal {
  status: 403 | 415;
  code: string;
  title: string;
}

/** Why a state-changing request is refused (another origin, or a body type a form could send); null when it may go on. */
export function refuseBrowserWrite(request: Request, body: BodyType): Refusal | null {
  const origin = request.headers.get('origin');
  // `Origin: null` (a sandboxed frame, a file, a redirect across origins) is not ours either.
  if (origin !== null && !appOrigins(request).has(origin)) {
    return { status: 403, code: 'origin-not-allowed', title: 'Requests from this origin are not allowed' };
  }
  if (request.method === 'DELETE' && !request.headers.has('content-type')) return null;
  if (!accepted[body].includes(essence(request.headers.get('content-type')))) {
    return { status: 415, code: 'unsupported-media-type', title: `Send the body as ${accepted[body].join(' or ')}` };
  }
  return null;
}
