import type { Identity, Session, User } from '../db/schema';
import { apiError, isRecord, type ApiError } from '../handlers/respond';

export interface ActionRequest {
  requestReference: string;
  action: string;
  id?: string;
  payload?: unknown;
}

export interface ActionContext {
  session: Session;
  user: User;
  identity: Identity | null;
  request: ActionRequest;
  /** `payload` as a record (`{}` when absent). */
  payload: Record<string, unknown>;
}

export interface ActionOutcome {
  data?: unknown;
  included?: unknown[];
  meta?: Record<string, unknown>;
  errors?: ApiError[];
}

export interface ActionDefinition {
  run: (context: ActionContext) => ActionOutcome;
  /** Needs a selected identity (every workspace action does). */
  needsIdentity?: boolean;
  /** Changes data: its result is stored (persisted) by reference, so a retry is answered, never applied, again. */
  mutates?: boolean;
}

export type ActionRegistry = Readonly<Record<string, ActionDefinition>>;

export const refuse = (): ActionOutcome => ({ errors: [apiError('forbidden', 'Forbidden')] });
export const notFound = (what = 'Resource'): ActionOutcome => ({ errors: [apiError('not-found', `${what} not found`)] });
export const failure = (code: string, title: string): ActionOutcome => ({ errors: [apiError(code, title)] });

/** A field error with `source.pointer` '/data/attributes/<field>'. */
export const fieldError = (field: string, code: string, title: string): ApiError =>
  apiError(code, title, { source: { pointer: `/data/attributes/${field}` } });

/** The id an action targets: the envelope's `id`, else `payload.id`. */
export const targetId = (context: ActionContext): string | undefined => {
  const id = context.request.id ?? context.payload.id;
  return typeof id === 'string' && id ? id : undefined;
};

/** `payload.data.attributes` of a JSON:API payload. */
export function payloadAttributes(context: ActionContext): Record<string, unknown> {
  const data = context.payload.data;
  return isRecord(data) && isRecord(data.attributes) ? data.attributes : {};
}

export const PAGE_LIMIT = 500;

/** Cursor paging over rows sorted by id: `after` is the last id of the previous page. */
export function cursorPage<T extends { id: string }>(rows: T[], page: unknown) {
  const options = isRecord(page) ? page : {};
  const size = Math.min(PAGE_LIMIT, Math.max(1, Math.floor(Number(options.size) || PAGE_LIMIT)));
  const after = typeof options.after === 'string' && options.after ? options.after : undefined;
  const start = after === undefined ? 0 : rows.findIndex((row) => row.id > after);
  const slice = start < 0 ? [] : rows.slice(start, start + size);
  return { rows: slice, meta: { page: { total: rows.length, size, ...(after !== undefined && { after }) } } };
}
