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
 * `fetch` as the app's transport: cookies and the bearer token (from memory) sent to the API's origin
 * only, whoever set the header; every failure normalised to a `Failure` (HTTP status and body errors,
 * or a retryable time-out or network failure) and told to `hooks.failed`.
 */
export function createFetchTransport(hooks: TransportHooks) {
  return async function send({ method, url, body, timeout = DEFAULT_TIMEOUT_MS, headers = {} }: TransportRequest): Promise<TransportResponse> {
    const target = resolveApiUrl(url, hooks.baseURL);
    const ours = isApiOrigin(target, hooks.baseURL);
    const sent = new Headers({ Accept: 'application/json, text/plain, */*', ...headers });
    const token = hooks.accessToken();
    // Tokens and cookies go to the API's own origin only, never to an absolute URL elsewhere (a file URL an answer named, say).
    if (!ours) sent.delete('Authorization');
    else if (token && !sent.has('Authorization')) sent.set('Authorization', `Bearer ${token}`);
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
        credentials: ours ? 'include' : 'omit',
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
