import { Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage, queryState, useListParams, type ListColumn, type ListDefinition } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { staffUserHref } from '@/config/paths';
import { staffChanges } from '@/lib/contract/staff';
import { useLocaleFormat } from '@/lib/format';
import { useAppSelector } from '@/lib/store';
import { useListStaffAuditQuery, type StaffAuditEntry, type StaffListFilter } from '../api/staff-api';
import { useStaffLabel } from '../model/labels';

function useColumns(): ListColumn<StaffAuditEntry>[] {
  const { t } = useTranslation('staff');
  const formatDateTime = useLocaleFormat().dateTime;
  const changeLabel = useStaffLabel('change');
  return useMemo(
    () => [
      { id: 'at', header: t('audit.columns.at'), rowHeader: true, hideable: false, width: 170, card: 'when', cell: (e) => <bdi>{formatDateTime(e.at)}</bdi> },
      { id: 'action', header: t('audit.columns.action'), width: 190, card: 'title', cell: (e) => changeLabel(e.action) },
      {
        id: 'user',
        header: t('audit.columns.user'),
        width: 220,
        card: 'who',
        cell: (e) => (
          <Link to={staffUserHref(e.user.id)}>
            <bdi>{e.user.email}</bdi>
          </Link>
        ),
      },
      {
        id: 'reason',
        header: t('audit.columns.reason'),
        width: 280,
        grow: 1,
        priority: 1,
        cell: (e) => (
          <Stack gap={0}>
            <Text span size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <bdi>{e.reason}</bdi>
            </Text>
            {e.details.until && (
              <Text span size="xs" c="dimmed">
                {t('audit.until', { when: formatDateTime(e.details.until) })}
              </Text>
            )}
          </Stack>
        ),
      },
      { id: 'actor', header: t('audit.columns.actor'), width: 200, priority: 2, cell: (e) => <bdi>{e.actor.name || e.actor.email}</bdi> },
    ],
    [t, formatDateTime, changeLabel],
  );
}

/** `/staff/audit`: every change staff made to an account, with who made it and why. */
export function StaffAuditPage() {
  const { t } = useTranslation('staff');
  const changeLabel = useStaffLabel('change');
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const definition = useMemo<ListDefinition>(
    () => ({
      id: 'staff-audit',
      filters: [
        { id: 'action', type: 'multi-select', label: t('audit.columns.action'), options: staffChanges.map((value) => ({ value, label: changeLabel(value) })) },
      ],
      sortable: ['at'],
      defaultSort: { id: 'at', desc: true },
      pageSize: 25,
    }),
    [t, changeLabel],
  );
  const list = useListParams(definition);
  const { params } = list;
  const filters = useMemo<StaffListFilter[]>(() => {
    const actions = params.filters.action;
    return Array.isArray(actions) && actions.length ? [{ field: 'action', operator: 'in', value: actions as string[] }] : [];
  }, [params.filters]);
  const sort = params.sort ? `${params.sort.desc ? '-' : ''}${params.sort.id}` : '-at';
  const query = useListStaffAuditQuery({ filters, sort, page: params.page, pageSize: params.pageSize });
  const columns = useColumns();
  return (
    <ListPage
      title={t('audit.title')}
      description={t('audit.description')}
      list={list}
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      getRowId={(row) => row.id}
      label={t('audit.label')}
      {...queryState(query)}
      empty={{ title: t('audit.emptyTitle'), text: t('audit.emptyText'), icon: <IconClipboardList size={36} aria-hidden /> }}
      userId={userId}
    />
  );
}
