import { Button, Drawer, Group, Stack, Title, useDirection } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import type { Failure } from '@/lib/http';
import { cardSlots } from './card-slots';
import { ColumnChooser } from './column-chooser';
import { TABLE_CHROME_PX } from './fit-columns';
import { FilterChips } from './filter-chips';
import { FilterForm } from './filter-form';
import { ListMenu } from './list-menu';
import { ListPager } from './list-pager';
import { ListSearch } from './list-search';
import { ListTable } from './list-table';
import type { ListAction, ListColumn } from './types';
import { columnsStorageKey, useColumnVisibility } from './use-column-visibility';
import { useInlineSize } from './use-inline-size';
import type { ListController } from './use-list-params';
import { usePhoneLayout } from './use-phone-layout';
import classes from './list-frame.module.css';

/** Filters a page draws itself instead of `definition.filters` (the transactions list's own panel). */
export interface CustomFilters {
  /** The panel's content: in the side column on wide screens, in a drawer otherwise. */
  panel: ReactNode;
  /** The active filters as removable chips. */
  chips: ReactNode;
  activeCount: number;
}

export interface ListFrameProps<T extends RowData> {
  /** From `useListParams(definition)`: what the URL asks for. */
  list: ListController;
  columns: readonly ListColumn<T>[];
  /** The rows of the current page, as the data source answered `list.params`. */
  rows: readonly T[];
  /** Rows in the whole list (`meta.page.total`). */
  total: number;
  getRowId: (row: T) => string;
  /** The table's accessible name. */
  label: string;
  /** No data yet. */
  loading?: boolean;
  /** A newer answer is on its way (the rows shown are the previous ones). */
  fetching?: boolean;
  error?: unknown;
  errorMessageKey?: (failure: Failure) => string;
  onRetry?: () => void;
  /** What an empty list says (a filtered-out list says "nothing matches" by itself). */
  empty: { title: string; text?: string; icon?: ReactNode; action?: ReactNode };
  /** The row's details page: the key cell is a link there, and Enter or a click on the row opens it. */
  rowHref?: (row: T) => string;
  /** Enter or a click on a row (default with `rowHref`: go to its details). */
  onOpen?: (row: T) => void;
  /** Filters drawn by the page (else the definition's filter form). */
  customFilters?: CustomFilters;
  /** The page's actions: on phones they join the list's menu (wide screens show them in the page header). */
  pageActions?: readonly ListAction[];
  /** Page controls kept beside the search on phones (e.g. saved views). */
  pageTools?: ReactNode;
  /** The column choice is remembered per user and list; not remembered without a user. */
  userId?: string | null;
  rowHeight?: number;
  /** Heading level for the frame's own headings, to fit the page outline. */
  headingOrder?: 2 | 3 | 4;
}

/**
 * Search, filters (on demand: a side column or a drawer), chips, the table with its states, and
 * paging. The table shows the default columns that fit; on phones rows are cards and the toolbar a menu.
 */
export function ListFrame<T extends RowData>(props: ListFrameProps<T>) {
  const { list, columns, rows, total, rowHref, customFilters, pageActions = [], headingOrder = 2 } = props;
  const { t } = useTranslation('common');
  const { dir } = useDirection();
  const navigate = useNavigate();
  const location = useLocation();
  const phone = usePhoneLayout();
  const wide = useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false });
  const [panelOpen, panel] = useDisclosure(false);
  const [drawerOpen, drawer] = useDisclosure(false);
  const panelId = useId();
  const [measureRef, width] = useInlineSize<HTMLDivElement>();
  const visibility = useColumnVisibility(columns, columnsStorageKey(props.userId, list.definition.id), width && width - TABLE_CHROME_PX);
  const slots = useMemo(() => cardSlots(columns), [columns]);
  const cardVisibility = useMemo(() => Object.fromEntries(columns.filter((c) => !slots.has(c.id)).map((c) => [c.id, false])), [columns, slots]);
  const { definition, params } = list;
  const fields = definition.filters ?? [];
  const hasFilters = customFilters !== undefined || fields.length > 0;
  const activeCount = customFilters ? customFilters.activeCount : Object.keys(params.filters).length;
  const showPanel = hasFilters && wide && panelOpen;
  const filtersLabel = activeCount ? t('list.filtersCount', { count: activeCount }) : t('list.filters');
  const linkState = useMemo(() => ({ from: `${location.pathname}${location.search}` }), [location.pathname, location.search]);
  const onOpen = props.onOpen ?? (rowHref ? (row: T) => void navigate(rowHref(row), { state: linkState }) : undefined);

  const form = customFilters ? (
    customFilters.panel
  ) : (
    <FilterForm
      key={JSON.stringify(params.filters)}
      fields={fields}
      values={params.filters}
      onApply={(values) => {
        list.setFilters(values);
        drawer.close();
      }}
      onReset={() => {
        list.setFilters({});
        drawer.close();
      }}
    />
  );

  let body: ReactNode;
  if (props.error) {
    body = <ErrorState error={props.error} messageKey={props.errorMessageKey} onRetry={props.onRetry} retrying={props.fetching} />;
  } else if (props.loading) {
    body = <LoadingState rows={5} rowHeight={props.rowHeight ?? 48} />;
  } else if (rows.length === 0 && list.hasFilters) {
    body = (
      <EmptyState
        titleOrder={headingOrder}
        icon={<IconFilterOff size={36} aria-hidden />}
        title={t('list.noResultsTitle')}
        text={t('list.noResultsText')}
        action={<Button onClick={list.clearFilters}>{t('list.clearFilters')}</Button>}
      />
    );
  } else if (rows.length === 0 && params.page > 1) {
    body = (
      <EmptyState titleOrder={headingOrder} title={t('list.pageEmptyTitle')} action={<Button onClick={() => list.setPage(1)}>{t('list.firstPage')}</Button>} />
    );
  } else if (rows.length === 0) {
    body = <EmptyState titleOrder={headingOrder} {...props.empty} />;
  } else {
    body = (
      <ListTable
        columns={columns}
        rows={rows}
        getRowId={props.getRowId}
        label={props.label}
        sort={params.sort}
        sortable={definition.sortable ?? []}
        onSortChange={list.setSort}
        visibility={phone ? cardVisibility : visibility.visibility}
        onOpen={onOpen}
        rowHref={rowHref}
        linkState={linkState}
        rowHeight={props.rowHeight}
        busy={props.fetching}
        cards={phone ? slots : undefined}
      />
    );
  }

  const search = definition.search ? (
    <ListSearch label={definition.search.label} placeholder={definition.search.placeholder} value={params.search} onSearch={list.setSearch} />
  ) : null;
  const sortable = columns.filter((c) => definition.sortable?.includes(c.id));

  return (
    <Stack gap="sm">
      {phone ? (
        <Group gap="xs" wrap="nowrap" className={classes.phoneToolbar}>
          {search ?? <span />}
          {props.pageTools}
          <ListMenu
            filters={hasFilters ? filtersLabel : undefined}
            onFilters={drawer.open}
            sortable={sortable}
            sort={params.sort}
            onSort={list.setSort}
            actions={pageActions}
          />
        </Group>
      ) : (
        <Group justify="space-between" gap="sm" wrap="wrap">
          {search ?? <span />}
          <Group gap="xs">
            {hasFilters && (
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                aria-expanded={wide ? panelOpen : drawerOpen}
                aria-controls={showPanel ? panelId : undefined}
                onClick={wide ? panel.toggle : drawer.open}
              >
                {filtersLabel}
              </Button>
            )}
            <ColumnChooser columns={columns} visibility={visibility} />
          </Group>
        </Group>
      )}
      {customFilters ? (
        customFilters.chips
      ) : (
        <FilterChips
          fields={fields}
          values={params.filters}
          search={params.search}
          onRemove={list.removeFilter}
          onClearSearch={() => list.setSearch('')}
          onClearAll={list.clearFilters}
        />
      )}
      <div className={classes.layout} data-with-panel={showPanel || undefined}>
        {showPanel && (
          <section id={panelId} className={classes.panel} aria-labelledby={`${panelId}-title`}>
            <Title order={headingOrder} size="h5" id={`${panelId}-title`} mb="sm">
              {t('list.filters')}
            </Title>
            {form}
          </section>
        )}
        <Stack gap="sm" miw={0} ref={measureRef} data-list-body>
          {body}
          {!props.error && !props.loading && rows.length > 0 && (
            <ListPager page={params.page} pageSize={params.pageSize} shown={rows.length} total={Math.max(total, rows.length)} onPage={list.setPage} />
          )}
        </Stack>
      </div>
      {hasFilters && !wide && (
        <Drawer
          opened={drawerOpen}
          onClose={drawer.close}
          title={t('list.filters')}
          position={dir === 'rtl' ? 'left' : 'right'}
          size="sm"
          closeButtonProps={{ 'aria-label': t('close') }}
        >
          {form}
        </Drawer>
      )}
    </Stack>
  );
}
