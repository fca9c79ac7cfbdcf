/**
 * The team list as the frame keeps it in the URL (`q=fiona&role=finance&role=custom&status=active&twoFa=off`),
 * and as `team/list` takes it (docs/api/team.md).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterValues, ListDefinition, ListParams } from '@/components/list-page';
import { teamMemberStatuses, teamRoles } from '@/lib/contract/team';
import type { TeamFilter } from '../api/team-api';
import { useRoleLabel } from './labels';

export const TEAM_LIST_ID = 'team';
export const TEAM_PAGE_SIZE = 25;
/** Column ids the server sorts on. */
export const teamSortable = ['name', 'lastSignInAt'] as const;

export function useTeamListDefinition(): ListDefinition {
  const { t } = useTranslation('team');
  const roleLabel = useRoleLabel();
  return useMemo(
    () => ({
      id: TEAM_LIST_ID,
      pageSize: TEAM_PAGE_SIZE,
      search: { label: t('list.search'), placeholder: t('list.searchPlaceholder') },
      sortable: teamSortable,
      defaultSort: { id: 'name', desc: false },
      filters: [
        { type: 'multi-select', id: 'role', label: t('list.columns.role'), options: teamRoles.map((value) => ({ value, label: roleLabel(value) })) },
        { type: 'select', id: 'status', label: t('list.columns.status'), options: teamMemberStatuses.map((value) => ({ value, label: t(`status.${value}`) })) },
        {
          type: 'select',
          id: 'twoFa',
          label: t('list.columns.twoFa'),
          options: [
            { value: 'on', label: t('twoFa.on') },
            { value: 'off', label: t('twoFa.off') },
          ],
        },
      ],
    }),
    [t, roleLabel],
  );
}

/** The frame's search and filters → the filters `team/list` takes. */
export function toTeamFilters(search: string, values: FilterValues): TeamFilter[] {
  const out: TeamFilter[] = [];
  const text = search.trim();
  if (text) out.push({ field: 'search', operator: 'contains', value: text });
  const roles = Array.isArray(values.role) ? values.role : [];
  if (roles.length) out.push({ field: 'role', operator: 'in', value: roles });
  if (typeof values.status === 'string' && values.status) out.push({ field: 'status', operator: 'eq', value: values.status });
  if (values.twoFa === 'on' || values.twoFa === 'off') out.push({ field: 'twoFaEnabled', operator: 'eq', value: values.twoFa === 'on' });
  return out;
}

export const teamSort = (sort: ListParams['sort']) => (sort ? `${sort.desc ? '-' : ''}${sort.id}` : 'name');
