import { Button, Drawer, Group, Stack, Title, useDirection } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import type { Failure } from '@/lib/http';
import { ColumnChooser } from './column-chooser';
import { FilterChips } from './filter-chips';
import { FilterForm } from './filter-form';
import { ListPager } from './list-pager';
import { ListSearch } from './list-search';
import { ListTable } from './list-table';
import type { ListColumn } from './types';
import { columnsStorageKey, useColumnVisibility } from './use-column-visibility';
import type { ListController } from './use-list-params';
import classes from './list-frame.module.css';

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
  /** Enter or a click on a row. */
  onOpen?: (row: T) => void;
  /** The column choice is remembered per user and list; not remembered without a user. */
  userId?: string | null;
  rowHeight?: number;
  /** Heading level for the frame's own headings, to fit the page outline. */
  headingOrder?: 2 | 3 | 4;
}

/** Search, filters (side column or drawer), chips, the table with its states, and paging. */
export function ListFrame<T extends RowData>(props: ListFrameProps<T>) {
  const { list, columns, rows, total, headingOrder = 2 } = props;
  const { t } = useTranslation('common');
  const { dir } = useDirection();
  const wide = useMediaQuery('(min-width: 75em)', false, { getInitialValueInEffect: false });
  const [panelOpen, panel] = useDisclosure(true);
  const [drawerOpen, drawer] = useDisclosure(false);
  const panelId = useId();
  const visibility = useColumnVisibility(columns, columnsStorageKey(props.userId, list.definition.id));
  const { definition, params } = list;
  const fields = definition.filters ?? [];
  const activeCount = Object.keys(params.filters).length;
  const showPanel = fields.length > 0 && wide && panelOpen;

  const form = (
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
    body = <EmptyState titleOrder={headingOrder} title={t('list.pageEmptyTitle')} action={<Button onClick={() => list.setPage(1)}>{t('list.firstPage')}</Button>} />;
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
        visibility={visibility.visibility}
        onOpen={props.onOpen}
        rowHeight={props.rowHeight}
        busy={props.fetching}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        {definition.search ? (
          <ListSearch label={definition.search.label} placeholder={definition.search.placeholder} value={params.search} onSearch={list.setSearch} />
        ) : (
          <span />
        )}
        <Group gap="xs">
          {fields.length > 0 && (
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              aria-expanded={wide ? panelOpen : drawerOpen}
              aria-controls={showPanel ? panelId : undefined}
              onClick={wide ? panel.toggle : drawer.open}
            >
              {activeCount ? t('list.filtersCount', { count: activeCount }) : t('list.filters')}
            </Button>
          )}
          <ColumnChooser columns={columns} visibility={visibility} />
        </Group>
      </Group>
      <FilterChips
        fields={fields}
        values={params.filters}
        search={params.search}
        onRemove={list.removeFilter}
        onClearSearch={() => list.setSearch('')}
        onClearAll={list.clearFilters}
      />
      <div className={classes.layout} data-with-panel={showPanel || undefined}>
        {showPanel && (
          <section id={panelId} className={classes.panel} aria-labelledby={`${panelId}-title`}>
            <Title order={headingOrder} size="h5" id={`${panelId}-title`} mb="sm">
              {t('list.filters')}
            </Title>
            {form}
          </section>
        )}
        <Stack gap="sm" miw={0}>
          {body}
          {!props.error && !props.loading && rows.length > 0 && (
            <ListPager page={params.page} pageSize={params.pageSize} shown={rows.length} total={Math.max(total, rows.length)} onPage={list.setPage} />
          )}
        </Stack>
      </div>
      {fields.length > 0 && !wide && (
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
