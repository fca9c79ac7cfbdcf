import type { ApiError } from '../http/failure';
import type { ActionResult } from './action-client';

export type ReadAnswer = { kind: 'result'; result: ActionResult } | { kind: 'errors'; errors: ApiError[] } | { kind: 'malformed' };

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isApiError = (value: unknown): value is ApiError =>
  isRecord(value) && (typeof value.code === 'string' || typeof value.code === 'number') && value.code !== '';

/**
 * Sorts a push event that names a pending call into a result, an error list, or something that
 * cannot be read (errors that are not a list, empty or broken entries, a meta or included of the
 * wrong shape). What comes off the wire is never trusted to have the shape it should.
 */
export function readAnswer(raw: unknown): ReadAnswer {
  if (!isRecord(raw) || typeof raw.requestReference !== 'string') return { kind: 'malformed' };
  const { errors, meta, included } = raw;
  if (errors !== undefined && errors !== null) {
    if (!Array.isArray(errors) || !errors.every(isApiError)) return { kind: 'malformed' };
    if (errors.length > 0) return { kind: 'errors', errors };
  }
  if (meta !== undefined && meta !== null && !isRecord(meta)) return { kind: 'malformed' };
  if (included !== undefined && included !== null && !Array.isArray(included)) return { kind: 'malformed' };
  const { errors: _errors, ...result } = raw;
  return { kind: 'result', result: result as unknown as ActionResult };
}
