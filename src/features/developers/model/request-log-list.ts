/**
 * The request log as the list frame keeps it in the URL (`errors=only&status=5xx&method=POST&key=…`,
 * `q` the path's beginning) and as `api-request-log/list` takes it (docs/api/api-request-log.md).
 */
import type { FilterField, FilterOption, FilterValues } from '@/components/list-page';
import { apiRequestMethods } from '@/lib/contract/api-request-log';
import type { ApiRequestFilter } from '../api/developers-api';

export const REQUEST_LOG_LIST_ID = 'api-request-log';
export const REQUEST_LOG_PAGE_SIZE = 50;
export const ERRORS_ONLY = 'only';

/** The status filter's choices: a class, or a code the API answers. */
export const statusChoices = ['2xx', '4xx', '5xx', '200', '201', '204', '401', '402', '404', '409', '422', '429', '500', '503'] as const;

export interface LogFilterLabels {
  errors: string;
  errorsOnly: string;
  status: string;
  statusClass: (cls: string) => string;
  method: string;
  key: string;
  project: string;
}

export function requestLogFilterFields(labels: LogFilterLabels, keys: readonly FilterOption[], projects: readonly FilterOption[]): FilterField[] {
  return [
    { id: 'errors', type: 'select', label: labels.errors, options: [{ value: ERRORS_ONLY, label: labels.errorsOnly }] },
    {
      id: 'status',
      type: 'select',
      label: labels.status,
      options: statusChoices.map((value) => ({ value, label: value.endsWith('xx') ? labels.statusClass(value) : value })),
    },
    { id: 'method', type: 'select', label: labels.method, options: apiRequestMethods.map((value) => ({ value, label: value })) },
    ...(keys.length ? [{ id: 'key', type: 'select' as const, label: labels.key, options: keys }] : []),
    ...(projects.length > 1 ? [{ id: 'project', type: 'select' as const, label: labels.project, options: projects }] : []),
  ];
}

const one = (value: FilterValues[string] | undefined) => (typeof value === 'string' && value ? value : null);

/** The frame's search (the path's beginning) and filters → the filters `api-request-log/list` takes. */
export function toRequestFilters(search: string, values: FilterValues): ApiRequestFilter[] {
  const out: ApiRequestFilter[] = [];
  const path = search.trim();
  if (path) out.push({ field: 'pathPrefix', operator: 'eq', value: path.startsWith('/') ? path : `/${path}` });
  if (one(values.errors) === ERRORS_ONLY) out.push({ field: 'status', operator: 'gte', value: 400 });
  const status = one(values.status);
  if (status && (statusChoices as readonly string[]).includes(status)) out.push({ field: 'status', operator: 'eq', value: status });
  const method = one(values.method);
  if (method) out.push({ field: 'method', operator: 'eq', value: method });
  const key = one(values.key);
  if (key) out.push({ field: 'apiKeyId', operator: 'eq', value: key });
  const project = one(values.project);
  if (project) out.push({ field: 'projectId', operator: 'eq', value: project });
  return out;
}

/** A status's colour: success, refused (4xx), failed (5xx). */
export const statusColor = (status: number) => (status >= 500 ? 'red' : status >= 400 ? 'orange' : status >= 300 ? 'blue' : 'teal');
