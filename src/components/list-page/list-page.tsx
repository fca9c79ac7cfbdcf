import { Group, Stack, Text, Title } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ListFrame, type ListFrameProps } from './list-frame';

export interface ListPageProps<T extends RowData> extends ListFrameProps<T> {
  title: string;
  description?: ReactNode;
  /** The page's primary actions (create, export). */
  actions?: ReactNode;
  /** Shown under the list. */
  children?: ReactNode;
}

/** A list page: heading, description and actions, then the list frame. */
export function ListPage<T extends RowData>({ title, description, actions, children, ...frame }: ListPageProps<T>) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      <ListFrame {...frame} />
      {children}
    </Stack>
  );
}
