/**
 * The audit list's state in the URL (`?who=usr_…&action=transactions/refund&object=transactions&at.from=2026-11-01&q=trx_`)
 * and the filters `audit/list` takes for it (docs/api/audit.md). Days are the user's, in their time zone.
 */
import type { DateRange, FilterField, FilterOption, FilterValues, SortState } from '@/components/list-page';
import { dayRangeInstants } from '@/lib/dates';

export const AUDIT_LIST_ID = 'audit';
export const AUDIT_PAGE_SIZE = 50;
/** The one order the list offers: newest first (default) or oldest first. */
export const auditSortable = ['at'] as const;
export const AUDIT_DEFAULT_SORT: SortState = { id: 'at', desc: true };

/** One filter of `audit/list`. */
export interface AuditFilter {
  field: 'actorId' | 'action' | 'objectType' | 'at' | 'search' | 'ip' | 'securityEvent';
  operator: 'eq' | 'gte' | 'lte' | 'contains';
  value: string;
}

export interface AuditFilterLabels {
  who: string;
  action: string;
  object: string;
  at: string;
}

/**
 * The filter fields. "Who" chooses among the workspace's members when they could be read, else
 * takes a user id as text (a reader without `users.read`, or no answer).
 */
export function auditFilterFields(
  labels: AuditFilterLabels,
  members: readonly FilterOption[] | null,
  actions: readonly FilterOption[],
  objects: readonly FilterOption[],
): FilterField[] {
  return [
    members ? { id: 'who', type: 'select', label: labels.who, options: members } : { id: 'who', type: 'text', label: labels.who },
    { id: 'action', type: 'select', label: labels.action, options: actions },
    { id: 'object', type: 'select', label: labels.object, options: objects },
    { id: 'at', type: 'date-range', label: labels.at },
  ];
}

/** The frame's search and filter values → the filters `audit/list` takes. */
export function toAuditFilters(values: FilterValues, search: string, timeZone: string): AuditFilter[] {
  const out: AuditFilter[] = [];
  const text = (id: string) => (typeof values[id] === 'string' ? (values[id] as string).trim() : '');
  if (text('who')) out.push({ field: 'actorId', operator: 'eq', value: text('who') });
  if (text('action')) out.push({ field: 'action', operator: 'eq', value: text('action') });
  if (text('object')) out.push({ field: 'objectType', operator: 'eq', value: text('object') });
  const range = values.at as DateRange | undefined;
  if (range) {
    const { gte, lte } = dayRangeInstants(range, timeZone);
    if (gte) out.push({ field: 'at', operator: 'gte', value: gte });
    if (lte) out.push({ field: 'at', operator: 'lte', value: lte });
  }
  if (search.trim()) out.push({ field: 'search', operator: 'contains', value: search.trim() });
  return out;
}

export const sortParam = (sort: SortState | null) => `${(sort ?? AUDIT_DEFAULT_SORT).desc ? '-' : ''}${(sort ?? AUDIT_DEFAULT_SORT).id}`;

/** The first page in the default order: the one place where new entries appear at the top as they come. */
export const isLiveView = (page: number, sort: string) => page === 1 && sort === sortParam(AUDIT_DEFAULT_SORT);
