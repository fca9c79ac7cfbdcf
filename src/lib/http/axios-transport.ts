/**
 * axios as the app's HTTP client: one instance whose interceptors carry every rule a call to the
 * backend shares. Requests: the bearer token and cookies go to the API's own origin only (never to an
 * absolute URL elsewhere, whoever set the header), JSON bodies are typed as JSON, and each call has a
 * time limit beside the caller's own `AbortSignal`. Answers: every failure becomes a `Failure` (HTTP
 * status and the body's errors, or a retryable time-out or network failure) and is told to the
 * failure listeners (spec §8: the 401 check, 403 on files, 429), except a cancellation.
 */
import axios, { AxiosHeaders, isAxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { cancelledFailure, failure, networkFailure, type ApiError, type Failure } from './failure';
import { isApiOrigin } from './token-scope';
import { DEFAULT_TIMEOUT_MS, resolveApiUrl, type Send, type TransportHooks } from './transport';

type Config = InternalAxiosRequestConfig & { timeLimit?: AbortSignal; ours?: boolean };

const readErrors = (body: unknown): ApiError[] =>
  body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors) ? (body as { errors: ApiError[] }).errors : [];

/** A refusal's errors, also when the body came as text or a Blob (a file download refused with JSON). */
async function errorsOf(data: unknown): Promise<ApiError[]> {
  const body = typeof data === 'object' && data !== null && typeof (data as Blob).text === 'function' ? await (data as Blob).text() : data;
  if (typeof body !== 'string') return readErrors(body);
  try {
    return readErrors(JSON.parse(body));
  } catch {
    return [];
  }
}

const isBinary = (data: unknown) => data instanceof ArrayBuffer || ArrayBuffer.isView(data) || (typeof Blob !== 'undefined' && data instanceof Blob);

function flatHeaders(response: AxiosResponse): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(response.headers as AxiosHeaders).toJSON())) {
    if (value !== undefined && value !== null) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return flat;
}

export function createAxiosTransport(hooks: TransportHooks): Send {
  // `fetch` for answers (streamed download progress included); XMLHttpRequest where the upload's own
  // progress is wanted, which `fetch` reports only through request streams (HTTP/2 only in Chromium).
  const http = axios.create({ adapter: 'fetch', headers: { Accept: 'application/json, text/plain, */*' } });

  http.interceptors.request.use((config: Config) => {
    const target = resolveApiUrl(config.url ?? '', hooks.baseURL);
    const ours = isApiOrigin(target, hooks.baseURL);
    const headers = AxiosHeaders.from(config.headers);
    if (!ours) headers.delete('Authorization');
    else {
      const token = hooks.accessToken();
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    }
    if (config.data !== undefined && typeof config.data === 'object' && !isBinary(config.data) && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    // The time limit is a signal beside the caller's, so that a time-out and a cancellation tell apart.
    const timeLimit = AbortSignal.timeout(config.timeout || DEFAULT_TIMEOUT_MS);
    const signal = config.signal ? AbortSignal.any([config.signal as AbortSignal, timeLimit]) : timeLimit;
    return Object.assign(config, { url: target, headers, withCredentials: ours, timeout: 0, signal, timeLimit, ours });
  });

  http.interceptors.response.use(
    (response) => {
      if (response.status < 400) hooks.succeeded();
      return response;
    },
    async (error: unknown) => {
      const config = (isAxiosError(error) ? error.config : undefined) as Config | undefined;
      const context = { url: config?.url ?? '', method: (config?.method ?? 'get').toUpperCase() };
      let reason: Failure;
      if (isAxiosError(error) && error.response) {
        const { status, statusText, data } = error.response;
        reason = failure(status, statusText || `HTTP ${status}`, await errorsOf(data));
      } else if (config?.timeLimit?.aborted) reason = failure('timeout', 'Timeout', [], true);
      else if (axios.isCancel(error) || (config?.signal as AbortSignal | undefined)?.aborted) throw cancelledFailure();
      else reason = networkFailure();
      if (config?.ours !== false) hooks.failed(reason, context);
      throw reason;
    },
  );

  return async ({ method, url, body, params, timeout, headers, signal, responseType = 'json', accepts, onUploadProgress, onDownloadProgress }) => {
    const response = await http.request({
      method,
      url,
      data: body,
      params,
      timeout,
      headers,
      signal,
      responseType,
      validateStatus: (status) => (status >= 200 && status < 300) || Boolean(accepts?.(status)),
      adapter: onUploadProgress ? 'xhr' : 'fetch',
      onUploadProgress,
      onDownloadProgress,
    });
    const data: unknown = response.data === '' ? null : response.data;
    return { status: response.status, data, headers: flatHeaders(response) };
  };
}
