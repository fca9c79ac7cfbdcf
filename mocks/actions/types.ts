import { apiError, type ApiError } from '../handlers/respond';

export interface ActionRequest {
  requestReference: string;
  action: string;
  id?: string;
  payload?: unknown;
}

export interface ActionOutcome {
  data?: unknown;
  included?: unknown[];
  meta?: Record<string, unknown>;
  errors?: ApiError[];
}

export const refuse = (): ActionOutcome => ({ errors: [apiError('forbidden', 'Forbidden')] });
export const notFound = (what = 'Resource'): ActionOutcome => ({ errors: [apiError('not-found', `${what} not found`)] });
export const failure = (code: string, title: string): ActionOutcome => ({ errors: [apiError(code, title)] });
/** A requestReference already used by this user for other content. */
export const referenceReused = (): ActionOutcome => failure('reference-reused', 'This requestReference was already used for another request');

/** A field error with `source.pointer` '/data/attributes/<field>'. */
export const fieldError = (field: string, code: string, title: string): ApiError => apiError(code, title, { source: { pointer: `/data/attributes/${field}` } });
