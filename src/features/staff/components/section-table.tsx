import { Card, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled card holding one table (its rows scroll sideways on a phone rather than squeeze). */
export function SectionTable({
  title,
  headers,
  rows,
  empty,
  more,
}: {
  title: string;
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  empty: string;
  /** Said under the table when it shows only the first rows of more (an enterprise account's hundreds of workspaces). */
  more?: string;
}) {
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        // Focusable, so that a keyboard scrolls it sideways on a phone (axe: scrollable-region-focusable).
        <div tabIndex={0} role="group" aria-labelledby={titleId} style={{ overflowX: 'auto' }}>
          <Table aria-labelledby={titleId} verticalSpacing="xs" miw={560}>
            <Table.Thead>
              <Table.Tr>
                {headers.map((header) => (
                  <Table.Th key={header} scope="col">
                    {header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((cells, index) => (
                <Table.Tr key={index}>
                  {cells.map((cell, column) => (
                    <Table.Td key={column}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {more && (
        <Text c="dimmed" size="sm" mt="xs">
          {more}
        </Text>
      )}
    </Card>
  );
}
