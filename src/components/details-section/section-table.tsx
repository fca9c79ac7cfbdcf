import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from './section-card';

export interface SectionTableColumn {
  label: string;
  align?: 'end';
}

interface Props {
  title: string;
  actions?: ReactNode;
  /** What the section's query is doing: the rows show only when `ready`. */
  state: 'failed' | 'loading' | 'empty' | 'ready';
  messages: { failed: string; loading: string; empty: string };
  columns: readonly SectionTableColumn[];
  /** Below it the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** The rows (`Table.Tr`), their first cell a row header. */
  children: ReactNode;
}

/** A titled card holding one small table of related objects, or why there is none (failed, loading, empty). */
export function SectionTable({ title, actions, state, messages, columns, minWidth, children }: Props) {
  return (
    <SectionCard title={title} actions={actions}>
      {state === 'failed' ? (
        <Text c="red" role="alert">
          {messages.failed}
        </Text>
      ) : state !== 'ready' ? (
        <Text c="dimmed">{messages[state]}</Text>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.label} ta={column.align}>
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}

/** The state of a section's query: failed, loading (nothing yet), empty or ready. */
export const sectionState = (query: { isError: boolean; isFetching: boolean }, rows: number): Props['state'] =>
  query.isError ? 'failed' : rows > 0 ? 'ready' : query.isFetching ? 'loading' : 'empty';
