import { Group, Stack, Text, Title } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ListActions } from './list-actions';
import { ListFrame, type ListFrameProps } from './list-frame';
import type { ListAction } from './types';
import { usePhoneLayout } from './use-phone-layout';

export interface ListPageProps<T extends RowData> extends Omit<ListFrameProps<T>, 'pageActions' | 'pageTools'> {
  title: string;
  description?: ReactNode;
  /** The page's actions (create, export): buttons beside the title; on phones, items of the list's menu. */
  actions?: readonly ListAction[];
  /** Controls shown before the actions (e.g. saved views); on phones, beside the search. */
  tools?: ReactNode;
  /** Shown between the heading and the list (a warning about the list as a whole). */
  notice?: ReactNode;
  /** Shown under the list. */
  children?: ReactNode;
}

/** A list page: heading, description and actions, then the list frame. */
export function ListPage<T extends RowData>({ title, description, actions = [], tools, notice, children, ...frame }: ListPageProps<T>) {
  const phone = usePhoneLayout();
  return (
    <Stack gap={phone ? 'sm' : 'lg'}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {!phone && (tools || actions.length > 0) && (
          <Group gap="sm">
            {tools}
            <ListActions actions={actions} />
          </Group>
        )}
      </Group>
      {notice}
      <ListFrame {...frame} pageActions={phone ? actions : undefined} pageTools={phone ? tools : undefined} />
      {children}
    </Stack>
  );
}
