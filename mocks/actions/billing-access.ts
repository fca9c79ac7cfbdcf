/**
 * What the billing actions share (docs/api/billing.md, *Permissions*): reading a row needs the
 * area's `.read` on the row's project, changing it the `.write`; a list covers every project under
 * the workspace where the caller may read. An unknown id and a row out of reach answer alike,
 * `not-found`: the answer never tells whether the id exists.
 */
import { billingPermissions } from '@/lib/contract/billing';
import { can, projectIdsUnder, reaches } from '../db/access';
import type { Identity, User } from '../db/schema';
import { apiError, type ApiError } from '../handlers/respond';
import type { Actor, Refusal } from '../billing/engine';
import { listQuery, type ListAnswer, type ListOptions, type ListQuery } from './list-query';
import { fieldError, type ActionOutcome, type ActionRequest } from './types';

export const BILLING = billingPermissions;

/** The projects under `resourceId` (itself, for a project) where the identity holds `permission`. */
export const projectsWith = (identity: Identity, resourceId: string, permission: string): Set<string> =>
  new Set(projectIdsUnder(resourceId).filter((id) => can(identity, permission, id)));

/** The row when the identity reaches its project and may read it there; else undefined (answered as not found). */
export function readable<T extends { projectId: string }>(identity: Identity, row: T | undefined, permission: string): T | undefined {
  return row && reaches(identity, row.projectId) && can(identity, permission, row.projectId) ? row : undefined;
}

/** The target of an action: the envelope `id`, or `payload.id`. */
export const targetId = (request: ActionRequest, payload: unknown) =>
  request.id ?? (payload && typeof payload === 'object' && 'id' in payload && typeof payload.id === 'string' ? payload.id : '');

/** Who acts, as the timeline and a money row name them. */
export const actorOf = (user: User, request: ActionRequest): Actor => ({
  name: user.name || user.email,
  userId: user.id,
  email: user.email,
  requestReference: request.requestReference,
});

/** An engine refusal as the action's answer (a field error for a payload attribute, a pointer for a relationship). */
export function refusalOf(refusal: Refusal): ActionOutcome {
  if (refusal.code === 'not-found') return { errors: [apiError('not-found', refusal.title, refusal.pointer ? { source: { pointer: refusal.pointer } } : {})] };
  if (refusal.pointer?.startsWith('/')) return { errors: [apiError(refusal.code, refusal.title, { source: { pointer: refusal.pointer } })] };
  if (refusal.pointer) return { errors: [fieldError(refusal.pointer, refusal.code, refusal.title)] };
  return { errors: [apiError(refusal.code, refusal.title)] };
}

/**
 * A list with a `search` (the `filter` shorthand, or `filters` with `eq` or `contains`) that the
 * list matches itself against several fields (`matches`); the other filters, the sort and the page
 * go to `listQuery`, and its refusals point at the request as it was sent.
 */
export function searchedList<T extends { id: string }>(
  rows: readonly T[],
  query: ListQuery,
  options: ListOptions<T>,
  matches: (row: T, term: string) => boolean,
): ListAnswer<T> {
  const terms: string[] = [];
  const errors: ApiError[] = [];
  const { search, ...filter } = query.filter ?? {};
  if (search !== undefined && search !== null && String(search).trim()) terms.push(String(search).trim());
  const kept: number[] = [];
  const filters = (query.filters ?? []).filter((f, index) => {
    if (f.field !== 'search') {
      kept.push(index);
      return true;
    }
    if (f.operator !== 'eq' && f.operator !== 'contains') {
      errors.push({ code: 'invalid', title: 'search takes eq, contains', source: { pointer: `/filters/${index}/operator` } });
    } else if (f.value !== undefined && f.value !== null && String(f.value).trim()) terms.push(String(f.value).trim());
    return false;
  });
  const searched = terms.length ? rows.filter((row) => terms.every((term) => matches(row, term))) : rows;
  const answer = listQuery(searched, { ...query, filter, filters }, options);
  if (!('errors' in answer) && errors.length === 0) return answer;
  const pointed = ('errors' in answer ? answer.errors : []).map((error) => {
    const pointer = error.source?.pointer?.replace(/^\/filters\/(\d+)/, (_, i: string) => `/filters/${kept[Number(i)]}`);
    return pointer ? { ...error, source: { ...error.source, pointer } } : error;
  });
  return { errors: [...errors, ...pointed] };
}
