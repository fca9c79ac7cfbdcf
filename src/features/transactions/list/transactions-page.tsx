import { IconDownload, IconReceiptOff, IconReceiptRefund } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ListPage, queryState, type ListAction } from '@/components/list-page';
import { withKeyColumns } from '@/lib/contract/transaction-exports';
import { usePermission } from '@/features/permissions';
import { selectCurrentUser } from '@/features/session';
import { selectResourceIndex, selectSelectedResource, selectWorkspaceChannels, selectWorkspaceProjects } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { ExportDialog, type ExportRequest } from '../export';
import { ViewsMenu, viewQueryOf } from '../views';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterPanel } from './filter-panel';
import { countFilters } from './list-filters';
import { useTransactionColumns } from './transaction-columns';
import { useTransactionsList } from './use-transactions-list';
import { COLUMNS_PARAM, parseColumnsParam, readVisibleColumns, writeVisibleColumns } from './visible-columns';
import { TRANSACTIONS_LIST, transactionHref } from '@/config/paths';
import { REFUND_PERMISSION } from '@/config/permissions';

/** `/transactions`: the workspace's transactions, filtered, sorted and paged by the server. */
export function TransactionsPage() {
  const { t } = useTranslation('transactions');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const workspace = useAppSelector(selectSelectedResource);
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const index = useAppSelector(selectResourceIndex);
  const workspaceProjects = useAppSelector(selectWorkspaceProjects);
  const channels = useAppSelector(selectWorkspaceChannels);
  const canRefund = usePermission(REFUND_PERMISSION);
  const { list, filters, patchFilters, clearAll, filter, sort, timeZone, query } = useTransactionsList(workspace?.id ?? '');
  // What "Export CSV" exports is fixed when its dialog opens: the list as shown at that moment.
  const [exporting, setExporting] = useState<{ request: ExportRequest; columnNames: string[] } | null>(null);
  const [columnsVersion, setColumnsVersion] = useState(0);

  // A view or a shared link names its columns: they become this user's choice, then leave the URL.
  const columnsParam = searchParams.get(COLUMNS_PARAM);
  useEffect(() => {
    if (columnsParam === null) return;
    writeVisibleColumns(userId, parseColumnsParam(columnsParam));
    setColumnsVersion((version) => version + 1);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(COLUMNS_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [columnsParam, userId, setSearchParams]);

  const projectName = useCallback((id: string | null) => (id ? (index.get(id)?.name ?? id) : '—'), [index]);
  const columns = useTransactionColumns(projectName);
  const visibleColumns = readVisibleColumns(userId);
  const projects = workspace?.resourceType === 'organization' ? workspaceProjects : [];

  if (!workspace) return null;
  const openExport = () => {
    // The file always starts with the keys it is reconciled by (the server adds them too).
    const exported = withKeyColumns(readVisibleColumns(userId));
    const search = list.params.search;
    setExporting({
      request: { resourceId: workspace.id, filter, sort, ...(search && { search }), columns: exported, timezone: timeZone },
      // In the file's order (the table's differs: it starts with the amount).
      columnNames: exported.map((id) => columns.find((column) => column.id === id)?.header ?? id),
    });
  };
  const caption =
    workspace.resourceType === 'organization' ? t('list.captionOrganization', { name: workspace.name }) : t('list.captionProject', { name: workspace.name });
  const actions: ListAction[] = [
    { id: 'export', label: t('export.open'), icon: <IconDownload size={18} aria-hidden />, onClick: openExport },
    // "Bulk refund" only for those who hold `refund.write`.
    ...(canRefund
      ? [{ id: 'bulk-refund', label: t('list.bulkRefund'), icon: <IconReceiptRefund size={18} aria-hidden />, to: '/transactions/bulk-refund', primary: true }]
      : []),
  ];

  return (
    <>
      <ListPage
        key={columnsVersion}
        title={t('list.title')}
        description={caption}
        tools={
          <ViewsMenu
            listPath={TRANSACTIONS_LIST}
            current={searchParams}
            columns={visibleColumns}
            currentQuery={viewQueryOf(searchParams, visibleColumns)}
            onApply={(viewQuery) => void navigate(viewQuery ? `${TRANSACTIONS_LIST}?${viewQuery}` : TRANSACTIONS_LIST)}
          />
        }
        actions={actions}
        list={list}
        columns={columns}
        rows={query.data?.rows ?? []}
        total={query.data?.total ?? 0}
        getRowId={(row) => row.id}
        label={caption}
        {...queryState(query)}
        empty={{ title: t('list.emptyTitle'), text: t('list.emptyText'), icon: <IconReceiptOff size={36} aria-hidden /> }}
        rowHref={(row) => transactionHref(row.id)}
        customFilters={{
          panel: <FilterPanel filters={filters} onChange={patchFilters} onClear={clearAll} projects={projects} channels={channels} />,
          chips: (
            <ActiveFilterChips
              filters={filters}
              search={list.params.search}
              projectName={projectName}
              onRemove={(key) => patchFilters({ [key]: undefined })}
              onClearSearch={() => list.setSearch('')}
              onClearAll={clearAll}
            />
          ),
          activeCount: countFilters(filters),
        }}
        userId={userId}
      />
      {exporting && (
        <ExportDialog
          opened
          onClose={() => setExporting(null)}
          request={exporting.request}
          rowCount={query.data?.total ?? 0}
          columnNames={exporting.columnNames}
        />
      )}
    </>
  );
}
