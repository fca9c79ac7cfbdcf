import { Button, Menu } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './types';
import type { ColumnVisibility } from './use-column-visibility';

interface Props<T> {
  columns: readonly ListColumn<T>[];
  visibility: ColumnVisibility;
}

/** A menu of checkboxes, one per column that may be hidden; the last visible one stays. */
export function ColumnChooser<T>({ columns, visibility }: Props<T>) {
  const { t } = useTranslation('common');
  const hideable = columns.filter((c) => c.hideable !== false);
  if (!hideable.length) return null;
  const shown = columns.filter((c) => visibility.isVisible(c.id)).length;

  return (
    <Menu position="bottom-end" shadow="md" closeOnItemClick={false} withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconColumns3 size={18} aria-hidden />}>
          {t('list.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('list.columnsTitle')}</Menu.Label>
        {hideable.map((column) => {
          const visible = visibility.isVisible(column.id);
          return (
            <Menu.CheckboxItem
              key={column.id}
              checked={visible}
              disabled={visible && shown === 1}
              onChange={(checked) => visibility.setVisible(column.id, checked)}
            >
              {column.header}
            </Menu.CheckboxItem>
          );
        })}
        <Menu.Divider />
        <Menu.Item onClick={visibility.reset}>{t('list.resetColumns')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
