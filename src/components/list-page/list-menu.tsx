import { ActionIcon, Menu, VisuallyHidden } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconArrowDown, IconArrowUp, IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ListAction, SortState } from './types';

interface Props {
  /** The filters' button text ("Filters (2)"), when the list has filters. */
  filters?: string;
  onFilters: () => void;
  /** Columns the list can be sorted by, with their headers. */
  sortable: readonly { id: string; header: string }[];
  sort: SortState | null;
  onSort: (sort: SortState) => void;
  actions: readonly ListAction[];
}

/**
 * The list's toolbar on phones, in one menu: filters, the order (the header row is not shown above
 * cards) and the page's actions. Renders nothing when it would be empty.
 */
export function ListMenu({ filters, onFilters, sortable, sort, onSort, actions }: Props) {
  const { t } = useTranslation('common');
  const sortLabelId = useId();
  if (!filters && !sortable.length && !actions.length) return null;

  return (
    // No initial-focus placeholder: a presentational child with a tab index is not something a menu may own (axe).
    <Menu position="bottom-end" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="default" size={36} aria-label={t('list.menu')}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {filters && (
          <Menu.Item leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />} onClick={onFilters}>
            {filters}
          </Menu.Item>
        )}
        {sortable.length > 0 && (
          <>
            {filters && <Menu.Divider />}
            {/* A menu owns items and groups only: the label names the group of sort items. */}
            <div role="group" aria-labelledby={sortLabelId}>
              <Menu.Label id={sortLabelId}>{t('list.sortBy')}</Menu.Label>
              {sortable.map((column) => {
                const current = sort?.id === column.id ? sort : null;
                const Arrow = current?.desc ? IconArrowDown : IconArrowUp;
                return (
                  <Menu.Item
                    key={column.id}
                    rightSection={current ? <Arrow size={16} aria-hidden /> : null}
                    fw={current ? 600 : undefined}
                    onClick={() => onSort({ id: column.id, desc: current ? !current.desc : false })}
                  >
                    {column.header}
                    {current && <VisuallyHidden>{`, ${current.desc ? t('list.sortedDescending') : t('list.sortedAscending')}`}</VisuallyHidden>}
                  </Menu.Item>
                );
              })}
            </div>
          </>
        )}
        {actions.length > 0 && (filters || sortable.length > 0) && <Menu.Divider />}
        {actions.map((action) =>
          action.to ? (
            <Menu.Item key={action.id} component={Link} to={action.to} leftSection={action.icon} disabled={action.disabled}>
              {action.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={action.id} leftSection={action.icon} onClick={action.onClick} disabled={action.disabled}>
              {action.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
