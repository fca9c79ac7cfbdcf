import { Badge, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconReceiptOff } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ListFrame, queryState } from '@/components/list-page';
import { withKeyColumns } from '@/lib/contract/transaction-exports';
import { usePermission } from '@/features/permissions';
import { selectCurrentUser } from '@/features/session';
import { selectResourceIndex, selectSelectedResource, selectWorkspaceProjects } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { transactionHref, TRANSACTIONS_LIST } from '../details/transaction-href';
import { ExportDialog, type ExportRequest } from '../export';
import { ViewsMenu, viewQueryOf } from '../views';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterPanel } from './filter-panel';
import { countFilters } from './list-filters';
import { useTransactionColumns } from './transaction-columns';
import { TransactionsToolbar } from './transactions-toolbar';
import { useTransactionsList } from './use-transactions-list';
import { COLUMNS_PARAM, parseColumnsParam, readVisibleColumns, writeVisibleColumns } from './visible-columns';
import { REFUND_PERMISSION } from '../model/permissions';
import classes from './transactions-page.module.css';

/** `/transactions`: the workspace's transactions, filtered, sorted and paged by the server. */
export function TransactionsPage() {
  const { t } = useTranslation('transactions');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const workspace = useAppSelector(selectSelectedResource);
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const index = useAppSelector(selectResourceIndex);
  const workspaceProjects = useAppSelector(selectWorkspaceProjects);
  const canRefund = usePermission(REFUND_PERMISSION);
  const { list, filters, patchFilters, clearAll, filter, sort, timeZone, query } = useTransactionsList(workspace?.id ?? '');
  const wide = useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false });
  const [panelOpen, panel] = useDisclosure(true);
  const [drawerOpen, drawer] = useDisclosure(false);
  // What "Export CSV" exports is fixed when its dialog opens: the list as shown at that moment.
  const [exporting, setExporting] = useState<{ request: ExportRequest; columnNames: string[] } | null>(null);
  const [columnsVersion, setColumnsVersion] = useState(0);
  const panelId = useId();

  // A view or a shared link names its columns: they become this user's choice, then leave the URL.
  const columnsParam = searchParams.get(COLUMNS_PARAM);
  useEffect(() => {
    if (columnsParam === null) return;
    writeVisibleColumns(userId, parseColumnsParam(columnsParam));
    setColumnsVersion((version) => version + 1);
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(COLUMNS_PARAM);
      return next;
    }, { replace: true, preventScrollReset: true });
  }, [columnsParam, userId, setSearchParams]);

  const projectName = useCallback((id: string | null) => (id ? (index.get(id)?.name ?? id) : '—'), [index]);
  const columns = useTransactionColumns(projectName);
  const visibleColumns = readVisibleColumns(userId);
  const projects = workspace?.resourceType === 'organization' ? workspaceProjects : [];
  const activeCount = countFilters(filters);
  const showPanel = wide && panelOpen;


  if (!workspace) return null;
  const openExport = () => {
    // The file always starts with the keys it is reconciled by (the server adds them too).
    const exported = withKeyColumns(readVisibleColumns(userId));
    const search = list.params.search;
    setExporting({
      request: { resourceId: workspace.id, filter, sort, ...(search && { search }), columns: exported, timezone: timeZone },
      columnNames: exported.map((id) => columns.find((column) => column.id === id)?.header ?? id),
    });
  };
  const filterPanel = <FilterPanel filters={filters} onChange={patchFilters} onClear={clearAll} projects={projects} />;
  const caption = workspace.resourceType === 'organization' ? t('list.captionOrganization', { name: workspace.name }) : t('list.captionProject', { name: workspace.name });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{caption}</Text>
        </Stack>
        <TransactionsToolbar canRefund={canRefund} onExport={openExport}>
          <ViewsMenu
            listPath={TRANSACTIONS_LIST}
            current={searchParams}
            columns={visibleColumns}
            currentQuery={viewQueryOf(searchParams, visibleColumns)}
            onApply={(viewQuery) => void navigate(viewQuery ? `${TRANSACTIONS_LIST}?${viewQuery}` : TRANSACTIONS_LIST)}
          />
        </TransactionsToolbar>
      </Group>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={activeCount > 0 && <Badge size="sm" circle>{activeCount}</Badge>}
          aria-expanded={wide ? panelOpen : drawerOpen}
          aria-controls={showPanel ? panelId : undefined}
          onClick={wide ? panel.toggle : drawer.open}
        >
          {t('filters.title')}
        </Button>
      </Group>
      <ActiveFilterChips
        filters={filters}
        search={list.params.search}
        projectName={projectName}
        onRemove={(key) => patchFilters({ [key]: undefined })}
        onClearSearch={() => list.setSearch('')}
        onClearAll={clearAll}
      />
      <div className={classes.layout} data-with-panel={showPanel || undefined}>
        {showPanel && (
          <section id={panelId} className={classes.panel} aria-labelledby={`${panelId}-title`}>
            <Title order={2} size="h5" id={`${panelId}-title`} mb="sm">
              {t('filters.title')}
            </Title>
            {filterPanel}
          </section>
        )}
        <ListFrame
          key={columnsVersion}
          list={list}
          columns={columns}
          rows={query.data?.rows ?? []}
          total={query.data?.total ?? 0}
          getRowId={(row) => row.id}
          label={caption}
          {...queryState(query)}
          empty={{ title: t('list.emptyTitle'), text: t('list.emptyText'), icon: <IconReceiptOff size={36} aria-hidden /> }}
          onOpen={(row) => void navigate(transactionHref(row.id), { state: { from: `${location.pathname}${location.search}` } })}
          userId={userId}
        />
      </div>
      {!wide && (
        <Drawer opened={drawerOpen} onClose={drawer.close} title={t('filters.title')} position="right" size="sm" closeButtonProps={{ 'aria-label': t('common:close') }}>
          {filterPanel}
        </Drawer>
      )}
      {exporting && (
        <ExportDialog opened onClose={() => setExporting(null)} request={exporting.request} rowCount={query.data?.total ?? 0} columnNames={exporting.columnNames} />
      )}
    </Stack>
  );
}
