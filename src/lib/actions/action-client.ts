import { failure, isFailure, type ApiError, type Failure } from '../http/failure';
import type { JsonApiResource } from '../http/json-api';

/** The push event that answers an action call, matched by requestReference. */
export interface ActionAnswer<D = unknown> {
  requestReference: string;
  action?: string;
  data?: D;
  included?: JsonApiResource[];
  meta?: Record<string, unknown> & { page?: { total?: number } };
  errors?: ApiError[];
}

export interface ActionCall {
  /** Which action endpoint: the main one, mailbox or payouts. */
  endpoint?: string;
  action: string;
  id?: string;
  payload?: unknown;
  /** Calls of the same kind supersede each other: only the newest answer counts. */
  kind?: string;
}

export type ActionResult<D = unknown> = Required<Pick<ActionAnswer<D>, 'requestReference'>> & Omit<ActionAnswer<D>, 'requestReference' | 'errors'>;

interface Pending {
  resolve: (answer: ActionResult) => void;
  reject: (reason: Failure) => void;
  timer: ReturnType<typeof setTimeout>;
  kind?: string;
  action: string;
}

export interface ActionTransport {
  /** POSTs the request envelope; resolves once the server has accepted it. */
  post: (endpoint: string, body: { data: { requestReference: string; action: string; id?: string; payload?: unknown } }) => Promise<unknown>;
  /** Resolves when the live channel can receive answers. */
  ready?: () => Promise<void>;
}

export interface ActionClientOptions {
  transport: ActionTransport;
  timeoutMs?: number;
  defaultEndpoint?: string;
  newReference?: () => string;
  onServerError?: (errors: ApiError[], action: string) => void;
}

export const SUPERSEDED = 'superseded';
export const SIGNED_OUT = 'signed-out';

export function createActionClient(options: ActionClientOptions) {
  const {
    transport,
    timeoutMs = 30_000,
    defaultEndpoint = 'actions',
    newReference = () => crypto.randomUUID(),
    onServerError,
  } = options;
  const pending = new Map<string, Pending>();
  const latestOfKind = new Map<string, string>();

  const settle = (reference: string) => {
    const entry = pending.get(reference);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    pending.delete(reference);
    if (entry.kind && latestOfKind.get(entry.kind) === reference) latestOfKind.delete(entry.kind);
    return entry;
  };

  function call<D = unknown>(request: ActionCall): Promise<ActionResult<D>> {
    const requestReference = newReference();
    const endpoint = request.endpoint ?? defaultEndpoint;
    return new Promise<ActionResult<D>>((resolve, reject) => {
      if (request.kind) {
        const older = latestOfKind.get(request.kind);
        if (older) settle(older)?.reject(failure(SUPERSEDED, 'Superseded by a newer call'));
        latestOfKind.set(request.kind, requestReference);
      }
      const timer = setTimeout(() => {
        settle(requestReference)?.reject(
          failure('timeout', 'The answer did not arrive in time', [{ code: 'timeout', title: request.action }], true),
        );
      }, timeoutMs);
      pending.set(requestReference, {
        resolve: resolve as Pending['resolve'],
        reject,
        timer,
        kind: request.kind,
        action: request.action,
      });
      const body = {
        data: {
          requestReference,
          action: request.action,
          ...(request.id !== undefined && { id: request.id }),
          ...(request.payload !== undefined && { payload: request.payload }),
        },
      };
      Promise.resolve(transport.ready?.())
        .then(() => (pending.has(requestReference) ? transport.post(endpoint, body) : undefined))
        .catch((error: unknown) => {
          settle(requestReference)?.reject(isFailure(error) ? error : failure('unknown', String(error)));
        });
    });
  }

  /** Feed every `action-result` push event here. Duplicates and strangers are ignored. */
  function handleAnswer(answer: ActionAnswer) {
    if (!answer || typeof answer.requestReference !== 'string') return;
    const entry = settle(answer.requestReference);
    if (!entry) return;
    if (answer.errors && answer.errors.length > 0) {
      if (answer.errors.some((error) => String(error.code) === '500')) onServerError?.(answer.errors, entry.action);
      const first = answer.errors[0];
      entry.reject(failure(first.code, first.title ?? String(first.code), answer.errors));
      return;
    }
    const { errors: _errors, ...result } = answer;
    entry.resolve(result as ActionResult);
  }

  /** Rejects every call still waiting (sign-out, session lost). */
  function rejectAll(code: string = SIGNED_OUT) {
    for (const reference of [...pending.keys()]) settle(reference)?.reject(failure(code, 'The session ended'));
    latestOfKind.clear();
  }

  return { call, handleAnswer, rejectAll, pendingCount: () => pending.size };
}

export type ActionClient = ReturnType<typeof createActionClient>;
