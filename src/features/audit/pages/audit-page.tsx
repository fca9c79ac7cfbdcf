import { IconHistory } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDefinition } from '@/components/list-page';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useAuditColumns } from '../components/audit-columns';
import { EntryListPage } from '../components/entry-list-page';
import { auditCsv, auditCsvColumns, auditFileName, type AuditCsvColumn } from '../model/audit-csv';
import { AUDIT_DEFAULT_SORT, AUDIT_LIST_ID, AUDIT_PAGE_SIZE, auditFilterFields, auditSortable, toAuditFilters } from '../model/audit-list';
import { byLabel, useActionLabel, useObjectTypeLabel } from '../model/labels';
import { useEntryList } from '../model/use-entry-list';
import { useMemberOptions } from '../model/use-member-options';
import { auditActionNames, auditObjectTypes } from '../model/vocabulary';

/** The filter definitions: "who" among the members (when they could be read), actions and object types in words. */
function useAuditListDefinition(resourceId: string): ListDefinition {
  const { t } = useTranslation('audit');
  const actionLabel = useActionLabel();
  const objectLabel = useObjectTypeLabel();
  const members = useMemberOptions(resourceId);
  return useMemo(
    () => ({
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
    }),
    [t, actionLabel, objectLabel, members],
  );
}

function WorkspaceAudit({ resourceId, name }: { resourceId: string; name: string }) {
  const { t } = useTranslation('audit');
  const entries = useEntryList(resourceId, useAuditListDefinition(resourceId), toAuditFilters);
  const columns = useAuditColumns(entries.openEntry);
  const { timeZone } = entries;
  const headers = Object.fromEntries(auditCsvColumns.map((column) => [column, t(`export.columns.${column}`, { zone: timeZone })])) as Record<
    AuditCsvColumn,
    string
  >;
  return (
    <EntryListPage
      resourceId={resourceId}
      view="all"
      entries={entries}
      columns={columns}
      title={t('title')}
      description={t('description', { name })}
      label={t('list.label', { name })}
      empty={{ title: t('list.emptyTitle'), text: t('list.emptyText', { name }), icon: <IconHistory size={36} aria-hidden /> }}
      exportFile={{
        fileName: (now) => auditFileName(name, now, timeZone),
        csv: (rows) => auditCsv(rows, headers, timeZone),
      }}
    />
  );
}

/** `/audit`: every change anyone made in the workspace, filtered in the URL, live, with its CSV export. */
export function AuditPage() {
  const workspace = useAppSelector(selectSelectedResource);
  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  return <WorkspaceAudit key={workspace.id} resourceId={workspace.id} name={workspace.name} />;
}
