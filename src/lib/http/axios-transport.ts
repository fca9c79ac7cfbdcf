import axios, { AxiosError, type AxiosInstance } from 'axios';
import { failure, networkFailure, toFailure, type ApiError, type Failure } from './failure';
import { isApiOrigin } from './token-scope';

const readErrors = (body: unknown): ApiError[] => {
  if (body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
    return (body as { errors: ApiError[] }).errors;
  }
  return [];
};

/** An axios error as the app's Failure: HTTP status and body errors, or a retryable time-out/network failure. */
function fromAxiosError(error: AxiosError): Failure {
  if (error.code === AxiosError.ERR_CANCELED) return failure('cancelled', 'Cancelled');
  if (error.response) {
    return failure(error.response.status, error.response.statusText || `HTTP ${error.response.status}`, readErrors(error.response.data));
  }
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) return failure('timeout', 'Timeout', [], true);
  return networkFailure();
}

export interface TransportHooks {
  baseURL: string;
  accessToken: () => string | null;
  succeeded: () => void;
  failed: (failure: Failure, context: { url: string; method: string }) => void;
}

/** The axios instance behind `request`: cookies and the bearer token (from memory) sent to the API's origin only, every failure normalised. */
export function createAxiosTransport(hooks: TransportHooks): AxiosInstance {
  const http = axios.create({ baseURL: hooks.baseURL, withCredentials: true, timeout: 60_000 });
  http.interceptors.request.use((request) => {
    // Tokens and cookies go to the API's own origin only, never to an absolute URL elsewhere (a file
    // URL an answer named, say), whoever set the header.
    if (!isApiOrigin(http.getUri(request), hooks.baseURL)) {
      request.headers.delete('Authorization');
      request.withCredentials = false;
      return request;
    }
    const token = hooks.accessToken();
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  http.interceptors.response.use(
    (response) => {
      hooks.succeeded();
      return response;
    },
    (error: unknown) => {
      const fromAxios = axios.isAxiosError(error);
      const normalised = fromAxios ? fromAxiosError(error) : toFailure(error);
      const request = fromAxios ? error.config : undefined;
      const context = { url: request?.url ?? '', method: (request?.method ?? 'get').toUpperCase() };
      if (normalised.code !== 'cancelled') hooks.failed(normalised, context);
      return Promise.reject(normalised);
    },
  );
  return http;
}
