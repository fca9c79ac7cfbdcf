import { delay, http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import { answersReleased, getLatency, hasHttpFaults, takeHttpFault, type HttpFaultStatus } from '../faults';
import { refuseBrowserWrite, type BodyType } from './browser-guard';

export interface ApiError {
  code: string;
  title: string;
  detail?: string;
  source?: { pointer: string };
  meta?: Record<string, unknown>;
}

export const apiError = (code: string, title: string, extra: Omit<ApiError, 'code' | 'title'> = {}): ApiError => ({ code, title, ...extra });

export const errorResponse = (status: number, code: string, title: string, extra: Omit<ApiError, 'code' | 'title'> = {}) =>
  HttpResponse.json({ errors: [apiError(code, title, extra)] }, { status });

export const noContent = () => new HttpResponse(null, { status: 204 });

export const unauthorized = () => errorResponse(401, 'unauthorized', 'Unauthorized');
export const forbidden = () => errorResponse(403, 'forbidden', 'Forbidden');
export const badRequest = (detail?: string) => errorResponse(400, 'bad-request', 'Bad request', detail ? { detail } : {});

const faultBodies: Record<HttpFaultStatus, [string, string]> = {
  401: ['unauthorized', 'Unauthorized'],
  403: ['forbidden', 'Forbidden'],
  429: ['too-many-requests', 'Too many requests'],
  500: ['server-error', 'Some error occurred'],
};

/** The response for an injected `failNext` fault, if one matches this request. */
export async function injectedFault(request: Request): Promise<Response | null> {
  if (!hasHttpFaults()) return null;
  const body = request.method === 'GET' ? undefined : await readJson(request);
  const data = isRecord(body) && isRecord(body.data) ? body.data : {};
  const status = takeHttpFault(new URL(request.url).pathname, typeof data.action === 'string' ? data.action : undefined);
  if (status === null) return null;
  const [code, title] = faultBodies[status];
  return errorResponse(status, code, title);
}

/** Reads a JSON body; `undefined` when missing or malformed. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data.attributes` of a JSON:API body, or `{}`. */
export function attributesOf(body: unknown): Record<string, unknown> {
  const data = isRecord(body) ? body.data : undefined;
  const attributes = isRecord(data) ? data.attributes : undefined;
  return isRecord(attributes) ? attributes : {};
}

export interface ResolverInfo {
  request: Request;
  params: PathParams;
  cookies: Record<string, string>;
}

type Method = 'get' | 'post' | 'delete' | 'patch' | 'put';

/**
 * An HTTP handler for `*\/api/<path>` (any origin) with the sandbox's cross-cutting rules:
 * injected faults first; then, for a state-changing method, the browser guard (`Origin` and the
 * body's content type, `browser-guard.ts`; `body` says which JSON type, default either); then the
 * configured latency (unless `immediate`).
 */
export function apiRoute(
  method: Method,
  path: string,
  resolver: (info: ResolverInfo) => Response | Promise<Response>,
  options: { immediate?: boolean; body?: BodyType } = {},
) {
  return http[method]<PathParams, DefaultBodyType>(`*/api/${path}`, async ({ request, params, cookies }) => {
    const fault = await injectedFault(request);
    if (fault) return fault;
    const refused = method === 'get' ? null : refuseBrowserWrite(request, options.body ?? 'json');
    if (refused) return errorResponse(refused.status, refused.code, refused.title);
    const latency = getLatency();
    if (!options.immediate && latency > 0) await delay(latency);
    if (!options.immediate) await answersReleased();
    return resolver({ request, params, cookies });
  });
}
