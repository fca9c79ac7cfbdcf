/**
 * `api-request-log/list`'s query (docs/api/api-request-log.md): its filters, read and checked, and one
 * page of the stored calls merged, newest first, with the enterprise volume's (volume.ts) where the
 * scope holds its project. Only the rows of the page are built.
 */
import { API_REQUEST_PAGE_MAX, apiRequestFilterFields, apiRequestMethods, apiStatusFilterPattern } from '@/lib/contract/api-request-log';
import type { ListQuery } from '../actions/list-query';
import type { ApiError } from '../handlers/respond';
import { db } from '../db/store';
import type { ApiRequest } from './requests';
import { VOLUME_KEY, VOLUME_PROJECT, volumeMatches, volumeRow } from './volume';

export const DEFAULT_PAGE_SIZE = 50;

export interface LogFilter {
  projectId?: string;
  apiKeyId?: string;
  method?: string;
  pathPrefix?: string;
  status?: (status: number) => boolean;
}

const invalid = (pointer: string, title: string): ApiError => ({ code: 'invalid', title, source: { pointer } });

/** `404` → that code; `4xx` → 400–499. */
function statusTest(value: string): (status: number) => boolean {
  if (value.endsWith('xx')) {
    const from = Number(value[0]) * 100;
    return (status) => status >= from && status < from + 100;
  }
  const code = Number(value);
  return (status) => status === code;
}

/** The request's filters, or the errors pointing at what is wrong. */
export function readLogFilter(query: ListQuery): LogFilter | { errors: ApiError[] } {
  const entries = [
    ...Object.entries(query.filter ?? {})
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([field, value]) => ({ field, operator: 'eq' as const, value, pointer: `/filter/${field}`, fieldPointer: `/filter/${field}` })),
    ...(query.filters ?? []).map((f, i) => ({ ...f, pointer: `/filters/${i}`, fieldPointer: `/filters/${i}/field` })),
  ];
  const filter: LogFilter = {};
  const errors: ApiError[] = [];
  for (const { field, operator, value, pointer, fieldPointer } of entries) {
    if (!(apiRequestFilterFields as readonly string[]).includes(field)) {
      errors.push(invalid(fieldPointer, `The log is not filtered by ${field}`));
      continue;
    }
    const text = String(value ?? '');
    if (field === 'status' && operator === 'gte') {
      const from = Number(value);
      if (!Number.isInteger(from)) errors.push(invalid(`${pointer}/value`, 'A status is a number'));
      else filter.status = (status) => status >= from;
      continue;
    }
    if (operator !== 'eq') {
      errors.push(invalid(`${pointer}/operator`, `${field} takes eq${field === 'status' ? ' or gte' : ''}`));
      continue;
    }
    if (field === 'status') {
      if (!apiStatusFilterPattern.test(text)) errors.push(invalid(`${pointer}/value`, 'A status is a code (404) or a class (4xx)'));
      else filter.status = statusTest(text);
    } else if (field === 'method') {
      if (!(apiRequestMethods as readonly string[]).includes(text))
        errors.push(invalid(`${pointer}/value`, `A method is one of ${apiRequestMethods.join(', ')}`));
      else filter.method = text;
    } else if (field === 'pathPrefix') {
      if (!text.startsWith('/')) errors.push(invalid(`${pointer}/value`, 'A path starts with /'));
      else filter.pathPrefix = text;
    } else if (field === 'projectId') filter.projectId = text;
    else filter.apiKeyId = text;
  }
  if (query.sort !== undefined && query.sort !== '-at') errors.push(invalid('/sort', 'The log is listed newest first (-at) only'));
  if ((query.page?.size ?? 0) > API_REQUEST_PAGE_MAX) errors.push(invalid('/page/size', `At most ${API_REQUEST_PAGE_MAX} per page`));
  if (query.page?.after !== undefined) errors.push(invalid('/page/after', 'The log pages by number'));
  return errors.length ? { errors } : filter;
}

const newestFirst = (a: ApiRequest, b: ApiRequest) => (a.at > b.at ? -1 : a.at < b.at ? 1 : a.id > b.id ? -1 : a.id < b.id ? 1 : 0);

const matches = (row: ApiRequest, f: LogFilter) =>
  (!f.projectId || row.projectId === f.projectId) &&
  (!f.apiKeyId || row.apiKeyId === f.apiKeyId) &&
  (!f.method || row.method === f.method) &&
  (!f.pathPrefix || row.path.startsWith(f.pathPrefix)) &&
  (!f.status || f.status(row.status));

/** One page (1-based `number`) of the calls of `projects` matching `filter`, newest first, and how many match. */
export function logPage(projects: ReadonlySet<string>, filter: LogFilter, number: number, size: number, now: number): { rows: ApiRequest[]; total: number } {
  const stored = db.apiRequests.filter((row) => projects.has(row.projectId) && matches(row, filter)).sort(newestFirst);
  const withVolume =
    projects.has(VOLUME_PROJECT) && (!filter.projectId || filter.projectId === VOLUME_PROJECT) && (!filter.apiKeyId || filter.apiKeyId === VOLUME_KEY.id);
  const volume = withVolume ? volumeMatches(filter, now) : null;
  const total = stored.length + (volume?.count ?? 0);
  const start = (number - 1) * size;
  const rows: ApiRequest[] = [];
  let s = 0;
  let v = 0;
  const volumeIndex = (k: number) => (volume!.indexes ? volume!.indexes[k] : k);
  for (let position = 0; position < Math.min(total, start + size); position += 1) {
    const takeStored = s < stored.length && (!volume || v >= volume.count || stored[s].at >= volume.atOf(volumeIndex(v)));
    if (position >= start) rows.push(takeStored ? stored[s] : volumeRow(volumeIndex(v), now));
    if (takeStored) s += 1;
    else v += 1;
  }
  return { rows, total };
}
