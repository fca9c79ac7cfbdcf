import { ColorSwatch, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocaleFormat } from '@/lib/format';

export interface BreakdownRow {
  key: string;
  label: string;
  count: number;
  color: string;
}

interface BreakdownTableProps {
  caption: string;
  nameHeader: string;
  rows: BreakdownRow[];
  total: number;
  format: LocaleFormat;
}

/** A breakdown's numbers: name, transactions and share of the total. */
export function BreakdownTable({ caption, nameHeader, rows, total, format }: BreakdownTableProps) {
  const { t } = useTranslation('home');
  return (
    // The card's heading shows the caption; the table carries it as its accessible name.
    <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{nameHeader}</Table.Th>
          <Table.Th scope="col" ta="end">
            {t('table.transactions')}
          </Table.Th>
          <Table.Th scope="col" ta="end">
            {t('table.share')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400}>
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${row.color.replace('.', '-')})`} size={10} withShadow={false} aria-hidden />
                {row.label}
              </Group>
            </Table.Th>
            <Table.Td ta="end">{format.number(row.count)}</Table.Td>
            <Table.Td ta="end">{format.percent(total === 0 ? 0 : row.count / total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
