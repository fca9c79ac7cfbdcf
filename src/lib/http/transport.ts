/**
 * The shape of the app's one HTTP transport (axios, `axios-transport.ts`), and the URL rule every call
 * shares. Kept apart from axios itself so that the start chunk carries no HTTP library: axios loads with
 * the first call (or the first key or pointer press on the sign-in pages: `preloadHttp`).
 */
import type { Failure } from './failure';

export const DEFAULT_TIMEOUT_MS = 60_000;

export interface TransportHooks {
  baseURL: string;
  accessToken: () => string | null;
  succeeded: () => void;
  failed: (failure: Failure, context: { url: string; method: string }) => void;
}

/** axios's progress event, as much of it as callers read. */
export interface TransferProgress {
  loaded: number;
  total?: number;
}

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  /** Sent as JSON (a string, an ArrayBuffer or a Blob as it is); none when undefined. */
  body?: unknown;
  /** Sent as the query string (spec §7: a GET sends its parameters as a query). */
  params?: Record<string, string | number | boolean | undefined>;
  timeout?: number;
  headers?: Record<string, string>;
  /** Cancels the call: it rejects with a `cancelled` failure, told to no listener. */
  signal?: AbortSignal;
  /** `blob` for files; the default parses JSON (the text as it is when it is not JSON). */
  responseType?: 'json' | 'blob';
  /** Statuses answered as answers rather than failures (an upload's `416` that says where to resume). */
  accepts?: (status: number) => boolean;
  onUploadProgress?: (progress: TransferProgress) => void;
  onDownloadProgress?: (progress: TransferProgress) => void;
}

export interface TransportResponse {
  status: number;
  /** The parsed JSON body; the text when it is not JSON; a Blob for `blob`; null when empty. */
  data: unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

export type Send = (request: TransportRequest) => Promise<TransportResponse>;

/** `path` against the API base; an absolute or protocol-relative URL stays as it is. */
export function resolveApiUrl(path: string, baseURL: string): string {
  const joined = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(path) ? path : `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return new URL(joined, globalThis.location?.href ?? 'http://localhost/').toString();
}
