import { Stack } from '@mantine/core';
import { IconFileExport, IconHistory } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ListPage, queryState, useListParams, type FilterOption, type ListAction, type ListDefinition } from '@/components/list-page';
import { usePermission } from '@/features/permissions';
import { useTimeZone } from '@/features/preferences';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { anyOf } from '@/lib/permissions';
import { useAppSelector } from '@/lib/store';
import type { AuditEntry } from '../api/audit-entry';
import { useCountAuditEntriesQuery, useListAuditActorsQuery, useListAuditEntriesQuery } from '../api/audit-api';
import { useAuditColumns } from '../components/audit-columns';
import { AuditEntryDrawer } from '../components/audit-entry-drawer';
import { AuditExportStatus } from '../components/audit-export-status';
import { NewEntriesNotice } from '../components/new-entries-notice';
import { auditCsvColumns, type AuditCsvColumn } from '../model/audit-csv';
import {
  AUDIT_DEFAULT_SORT,
  AUDIT_LIST_ID,
  AUDIT_PAGE_SIZE,
  auditFilterFields,
  auditSortable,
  isLiveView,
  sortParam,
  toAuditFilters,
} from '../model/audit-list';
import { actorText, useActionLabel, useObjectTypeLabel } from '../model/labels';
import { useAuditExport } from '../model/use-audit-export';
import { auditActionNames, auditObjectTypes } from '../model/vocabulary';

/** The URL parameter naming the entry whose details are open over the list. */
const ENTRY_PARAM = 'entry';
const MEMBERS_READ = anyOf('users.read', 'users.write');

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/** The filter definitions: "who" among the members (when they could be read), actions and object types in words. */
function useAuditListDefinition(resourceId: string, urlWho: string | null): ListDefinition {
  const { t } = useTranslation('audit');
  const actionLabel = useActionLabel();
  const objectLabel = useObjectTypeLabel();
  const mayReadMembers = usePermission(MEMBERS_READ);
  const actors = useListAuditActorsQuery(resourceId, { skip: !mayReadMembers });
  const actorKey = (actors.data ?? []).map((a) => `${a.id}\u0000${actorText(a)}`).join('\u0001');
  return useMemo(() => {
    let members: FilterOption[] | null = null;
    if (actors.data) {
      members = actors.data.map((actor) => ({ value: actor.id, label: actorText(actor) || actor.id }));
      // Someone no longer a member is still who the URL asks for.
      if (urlWho && !members.some((m) => m.value === urlWho)) members.push({ value: urlWho, label: urlWho });
    }
    return {
      id: AUDIT_LIST_ID,
      pageSize: AUDIT_PAGE_SIZE,
      sortable: auditSortable,
      defaultSort: AUDIT_DEFAULT_SORT,
      search: { label: t('list.search'), placeholder: t('list.searchPlaceholder') },
      filters: auditFilterFields(
        { who: t('list.columns.who'), action: t('list.columns.action'), object: t('list.filters.objectType'), at: t('list.columns.at') },
        members,
        auditActionNames.map((value) => ({ value, label: actionLabel(value) })).sort(byLabel),
        auditObjectTypes.map((value) => ({ value, label: objectLabel(value) })).sort(byLabel),
      ),
    };
    // The members are compared by content: a refetch hands equal ones in a new array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, actionLabel, objectLabel, actorKey, urlWho]);
}

function WorkspaceAudit({ resourceId, name }: { resourceId: string; name: string }) {
  const { t } = useTranslation(['audit', 'common']);
  const timeZone = useTimeZone();
  const location = useLocation();
  const navigate = useNavigate();
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useListParams(useAuditListDefinition(resourceId, searchParams.get('who')));
  const { params } = list;
  const filters = useMemo(() => toAuditFilters(params.filters, params.search, timeZone), [params.filters, params.search, timeZone]);
  const sort = sortParam(params.sort);
  const live = isLiveView(params.page, sort);
  const query = useListAuditEntriesQuery({ resourceId, filters, sort, page: params.page, pageSize: params.pageSize });
  const newest = useCountAuditEntriesQuery({ resourceId, filters }, { skip: live });
  const arrived = !live && newest.data !== undefined && query.data ? Math.max(0, newest.data - query.data.total) : 0;

  // The entry open over the list: named in the URL; kept while it is open even if new entries push it off this page.
  const entryId = searchParams.get(ENTRY_PARAM);
  const found = (entryId && query.data?.rows.find((row) => row.id === entryId)) || null;
  const [kept, setKept] = useState<AuditEntry | null>(null);
  if (found && found !== kept) setKept(found);
  const entry = found ?? (kept && kept.id === entryId ? kept : null);
  const entryHref = useCallback(
    (row: AuditEntry) => {
      const next = new URLSearchParams(location.search);
      next.set(ENTRY_PARAM, row.id);
      return `${location.pathname}?${next.toString()}`;
    },
    [location.pathname, location.search],
  );
  const closeEntry = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ENTRY_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const openEntry = useCallback((row: AuditEntry) => void navigate(entryHref(row), { preventScrollReset: true }), [navigate, entryHref]);
  const columns = useAuditColumns(openEntry);

  const exporter = useAuditExport();
  const exportRows = () =>
    void exporter.start({
      resourceId,
      workspaceName: name,
      filters,
      timeZone,
      headers: Object.fromEntries(auditCsvColumns.map((column) => [column, t(`export.columns.${column}`, { zone: timeZone })])) as Record<
        AuditCsvColumn,
        string
      >,
    });
  const total = query.data?.total ?? 0;
  const actions: ListAction[] = [
    {
      id: 'export',
      label: t('export.action'),
      icon: <IconFileExport size={18} aria-hidden />,
      onClick: exportRows,
      disabled: exporter.state.status === 'reading' || !query.data || total === 0,
    },
  ];

  return (
    <>
      <ListPage
        title={t('title')}
        description={t('description', { name })}
        actions={actions}
        notice={
          (arrived > 0 || exporter.state.status !== 'idle') && (
            <Stack gap="sm">
              <NewEntriesNotice count={arrived} onShow={() => list.setSort(AUDIT_DEFAULT_SORT)} />
              <AuditExportStatus state={exporter.state} onCancel={exporter.cancel} onRetry={exportRows} />
            </Stack>
          )
        }
        list={list}
        columns={columns}
        rows={query.data?.rows ?? []}
        total={total}
        getRowId={(row) => row.id}
        rowHref={entryHref}
        label={t('list.label', { name })}
        {...queryState(query)}
        empty={{ title: t('list.emptyTitle'), text: t('list.emptyText', { name }), icon: <IconHistory size={36} aria-hidden /> }}
        rowHeight={60}
        userId={userId}
      />
      <AuditEntryDrawer entry={entry} onClose={closeEntry} />
    </>
  );
}

/** `/audit`: every change anyone made in the workspace, filtered in the URL, live, with its CSV export. */
export function AuditPage() {
  const workspace = useAppSelector(selectSelectedResource);
  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  return <WorkspaceAudit key={workspace.id} resourceId={workspace.id} name={workspace.name} />;
}
