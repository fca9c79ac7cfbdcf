import axios, { type AxiosResponse } from 'axios';
import { config } from '@/config/env';
import { toFailure, type Failure } from './failure';
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

export const http = axios.create({ baseURL: config.apiUrl, withCredentials: true, timeout: 60_000 });

http.interceptors.request.use((request) => {
  if (accessToken && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${accessToken}`);
  return request;
});

http.interceptors.response.use(
  (response) => {
    successListeners.forEach((listener) => listener());
    return response;
  },
  (error: unknown) => {
    const normalised = toFailure(error);
    const request = (error as { config?: { url?: string; method?: string } }).config;
    const context = { url: request?.url ?? '', method: (request?.method ?? 'get').toUpperCase() };
    if (normalised.code !== 'cancelled') failureListeners.forEach((listener) => listener(normalised, context));
    return Promise.reject(normalised);
  },
);

/** GET sends params as the query; other methods send a body. */
export async function request<T = unknown>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  options: { timeout?: number; headers?: Record<string, string> } = {},
): Promise<JsonApiDocument<T>> {
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
