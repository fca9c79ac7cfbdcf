/**
 * The keys list as the frame keeps it in the URL (`status=active&status=expired`, `q=billing`,
 * `sort=name`), and as `api-keys/list` takes it. The project of an organization workspace is the
 * page's own `project` parameter, beside the list's.
 */
import type { FilterField, FilterValues, ListParams } from '@/components/list-page';
import { apiKeyStatuses } from '@/lib/contract/developers';
import type { ApiKeyFilter } from '../api/api-keys-api';

export const API_KEYS_LIST_ID = 'api-keys';
export const API_KEYS_PAGE_SIZE = 25;
/** Column ids the server sorts on. */
export const apiKeySortable = ['name', 'createdAt', 'lastUsedAt', 'expiresAt'] as const;

export const apiKeyFilterFields = (label: string, statusLabel: (status: (typeof apiKeyStatuses)[number]) => string): FilterField[] => [
  { id: 'status', type: 'multi-select', label, options: apiKeyStatuses.map((value) => ({ value, label: statusLabel(value) })) },
];

/** The frame's search and filters → the filters `api-keys/list` takes. */
export function toApiKeyFilters(search: string, values: FilterValues): ApiKeyFilter[] {
  const out: ApiKeyFilter[] = [];
  const text = search.trim();
  if (text) out.push({ field: 'name', operator: 'contains', value: text });
  const statuses = Array.isArray(values.status) ? values.status : [];
  if (statuses.length) out.push({ field: 'status', operator: 'in', value: statuses });
  return out;
}

export const apiKeySort = (sort: ListParams['sort']) => (sort ? `${sort.desc ? '-' : ''}${sort.id}` : '-createdAt');
