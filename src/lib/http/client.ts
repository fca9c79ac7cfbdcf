import type { AxiosResponse } from 'axios';
import { config } from '@/config/env';
import type { Failure } from './failure';
import { onDemand } from './on-demand';
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

// axios is a tenth of what the sign-in page would download, and a page can be shown before any call
// is made: the transport loads with the first call, or earlier through `preloadHttp`.
const loadTransport = onDemand(() =>
  import('./axios-transport').then(({ createAxiosTransport }) =>
    createAxiosTransport({
      baseURL: config.apiUrl,
      accessToken: () => accessToken,
      succeeded: announceHttpSuccess,
      failed: announceHttpFailure,
    }),
  ),
);

/** Starts loading the transport so that the first call does not wait for it (e.g. on the first key press). */
export const preloadHttp = () => {
  loadTransport().catch(() => undefined);
};

/** GET sends params as the query; other methods send a body. */
export async function request<T = unknown>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  options: { timeout?: number; headers?: Record<string, string> } = {},
): Promise<JsonApiDocument<T>> {
  const http = await loadTransport();
  const response: AxiosResponse = await http.request({
    method,
    url,
    ...(method === 'GET' ? { params: body } : { data: body }),
    timeout: options.timeout,
    headers: options.headers,
  });
  const doc = (response.data && typeof response.data === 'object' ? response.data : { data: null }) as JsonApiDocument<T>;
  return { ...doc, headers: response.headers as Record<string, string> };
}
