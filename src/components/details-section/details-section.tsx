import { Card, Table, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export type LabelledValue = readonly [label: string, value: ReactNode];

/** A titled card of label → value rows (row headers, so each value is read with its label). */
export function DetailsSection({
  title,
  rows,
  children,
  headerWidth = '40%',
}: {
  title: string;
  rows?: readonly LabelledValue[];
  children?: ReactNode;
  headerWidth?: string;
}) {
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {rows && (
        <Table verticalSpacing="xs" layout="fixed" aria-labelledby={titleId}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w={headerWidth} fw={500} c="dimmed">
                  {label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'break-word' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {children}
    </Card>
  );
}
