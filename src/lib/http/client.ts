import { config } from '@/config/env';
import type { Failure } from './failure';
import { createFetchTransport, resolveApiUrl, scopedCredentials } from './fetch-transport';
import type { JsonApiDocument } from './json-api';

type FailureListener = (failure: Failure, context: { url: string; method: string }) => void;
type SuccessListener = () => void;

let accessToken: string | null = null;
const failureListeners = new Set<FailureListener>();
const successListeners = new Set<SuccessListener>();

/** The token lives only in memory: never in localStorage or sessionStorage. */
export const setAccessToken = (token: string | null) => {
  accessToken = token;
};
export const getAccessToken = () => accessToken;

export const onHttpFailure = (listener: FailureListener) => {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
};
export const onHttpSuccess = (listener: SuccessListener) => {
  successListeners.add(listener);
  return () => successListeners.delete(listener);
};

/**
 * Tells the failure listeners (the spec §8 catalogue: 401, 403 on files, 429) of a failure of a
 * request made outside the transport (file downloads and uploads stream with `fetch`).
 */
export const announceHttpFailure = (failure: Failure, context: { url: string; method: string }) =>
  failureListeners.forEach((listener) => listener(failure, context));
/** Tells the success listeners (activity, the session) of a request made outside the transport. */
export const announceHttpSuccess = () => successListeners.forEach((listener) => listener());

const send = createFetchTransport({
  get baseURL() {
    return config.apiUrl;
  },
  accessToken: () => accessToken,
  succeeded: announceHttpSuccess,
  failed: announceHttpFailure,
});

/** `path` under the API base URL (an absolute URL as it is). */
export const apiUrl = (path: string) => resolveApiUrl(path, config.apiUrl);

/** The credentials and headers of a `fetch` to `url` made outside the transport (downloads, uploads): see `scopedCredentials`. */
export const apiFetchInit = (url: string, headers?: HeadersInit) => scopedCredentials(url, config.apiUrl, accessToken, headers);

/** Sends `body` as JSON (none for GET); resolves with the JSON:API document and the answer's headers, rejects with a `Failure`. */
export async function request<T = unknown>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  options: { timeout?: number; headers?: Record<string, string> } = {},
): Promise<JsonApiDocument<T>> {
  const response = await send({ method, url, body: method === 'GET' ? undefined : body, timeout: options.timeout, headers: options.headers });
  const doc = (response.data && typeof response.data === 'object' ? response.data : { data: null }) as JsonApiDocument<T>;
  return { ...doc, headers: response.headers };
}
