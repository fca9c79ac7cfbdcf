import { failure, networkFailure, type ApiError, type Failure } from './failure';
import { isApiOrigin } from './token-scope';

const DEFAULT_TIMEOUT_MS = 60_000;

export interface TransportHooks {
  baseURL: string;
  accessToken: () => string | null;
  succeeded: () => void;
  failed: (failure: Failure, context: { url: string; method: string }) => void;
}

export interface TransportRequest {
  method: string;
  url: string;
  /** Sent as JSON (a string as it is); none when undefined. */
  body?: unknown;
  timeout?: number;
  headers?: Record<string, string>;
}

export interface TransportResponse {
  status: number;
  /** The parsed JSON body; the text when it is not JSON; null when empty. */
  data: unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** `path` against the API base; an absolute or protocol-relative URL stays as it is. */
export function resolveApiUrl(path: string, baseURL: string): string {
  const joined = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(path) ? path : `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return new URL(joined, globalThis.location?.href ?? 'http://localhost/').toString();
}

/**
 * What a request to `target` may carry: the bearer token and cookies go to the API's own origin only,
 * never to an absolute URL elsewhere (a file URL an answer named, say), whoever set the header.
 */
export function scopedCredentials(target: string, baseURL: string, token: string | null, headers: HeadersInit = {}) {
  const ours = isApiOrigin(target, baseURL);
  const scoped = new Headers(headers);
  if (!ours) scoped.delete('Authorization');
  else if (token && !scoped.has('Authorization')) scoped.set('Authorization', `Bearer ${token}`);
  return { ours, headers: scoped, credentials: (ours ? 'include' : 'omit') as RequestCredentials };
}

const readErrors = (body: unknown): ApiError[] =>
  body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors) ? (body as { errors: ApiError[] }).errors : [];

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const timedOut = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

/**
 * `fetch` as the app's transport: cookies and the bearer token (from memory) as `scopedCredentials`
 * allows; every failure normalised to a `Failure` (HTTP status and body errors,
 * or a retryable time-out or network failure) and told to `hooks.failed`.
 */
export function createFetchTransport(hooks: TransportHooks) {
  return async function send({ method, url, body, timeout = DEFAULT_TIMEOUT_MS, headers = {} }: TransportRequest): Promise<TransportResponse> {
    const target = resolveApiUrl(url, hooks.baseURL);
    const { headers: sent, credentials } = scopedCredentials(target, hooks.baseURL, hooks.accessToken(), {
      Accept: 'application/json, text/plain, */*',
      ...headers,
    });
    if (body !== undefined && typeof body !== 'string' && !sent.has('Content-Type')) sent.set('Content-Type', 'application/json');
    const context = { url, method };
    const fail = (reason: Failure) => {
      hooks.failed(reason, context);
      return reason;
    };
    let response: Response;
    let text: string;
    try {
      response = await fetch(target, {
        method,
        headers: sent,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        credentials,
        signal: AbortSignal.timeout(timeout),
      });
      text = await response.text();
    } catch (error) {
      throw fail(timedOut(error) ? failure('timeout', 'Timeout', [], true) : networkFailure());
    }
    const data = parseBody(text);
    if (!response.ok) throw fail(failure(response.status, response.statusText || `HTTP ${response.status}`, readErrors(data)));
    hooks.succeeded();
    return { status: response.status, data, headers: Object.fromEntries(response.headers) };
  };
}
