import { config } from '@/config/env';
import type { Failure } from './failure';
import type { JsonApiDocument } from './json-api';
import { onDemand } from './on-demand';
import { resolveApiUrl, type TransportRequest, type TransportResponse } from './transport';

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

/** Tells the failure listeners (the spec §8 catalogue: 401, 403 on files, 429) of a failure the transport did not see. */
export const announceHttpFailure = (failure: Failure, context: { url: string; method: string }) =>
  failureListeners.forEach((listener) => listener(failure, context));
/** Tells the success listeners (activity, the session) of an answer. */
export const announceHttpSuccess = () => successListeners.forEach((listener) => listener());

/** The axios transport, loaded with the first call: the start chunk, and so `/login`'s first paint, carries no HTTP library. */
const loadTransport = onDemand(async () => {
  const { createAxiosTransport } = await import('./axios-transport');
  return createAxiosTransport({
    get baseURL() {
      return config.apiUrl;
    },
    accessToken: () => accessToken,
    succeeded: announceHttpSuccess,
    failed: announceHttpFailure,
  });
});

/** Starts loading the transport ahead of the first call (the sign-in pages do it on the first key or pointer press). */
export const preloadHttp = () => void loadTransport().catch(() => undefined);

/** `path` under the API base URL (an absolute URL as it is). */
export const apiUrl = (path: string) => resolveApiUrl(path, config.apiUrl);

/**
 * One call through the transport, for files (uploads in ranges, downloads) whose bodies are not JSON:API
 * documents; resolves with the answer, rejects with a `Failure`. JSON calls use `request`.
 */
export const transfer = async (call: TransportRequest): Promise<TransportResponse> => (await loadTransport())(call);

/** Sends `body` as JSON (none for GET; `params` as the query); resolves with the JSON:API document and the answer's headers, rejects with a `Failure`. */
export async function request<T = unknown>(
  method: TransportRequest['method'],
  url: string,
  body?: unknown,
  options: Pick<TransportRequest, 'timeout' | 'headers' | 'params' | 'signal'> = {},
): Promise<JsonApiDocument<T>> {
  const response = await transfer({ method, url, body: method === 'GET' ? undefined : body, ...options });
  const doc = (response.data && typeof response.data === 'object' ? response.data : { data: null }) as JsonApiDocument<T>;
  return { ...doc, headers: response.headers };
}
