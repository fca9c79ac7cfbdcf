import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkPreview } from './bulk-refund-api';
import { OutcomeBadge } from './outcome-badge';
import type { ParsedId } from './parse-ids';
import { useBulkFormat } from './use-bulk-format';

/** One row per pasted ID: its line in the text, the ID, what will happen, and the amount. */
export function BulkPreviewTable({ preview, entries }: { preview: BulkPreview; entries: ParsedId[] }) {
  const { t } = useTranslation('transactionDetails');
  const format = useBulkFormat();

  const outcomeText = (index: number) => {
    const line = preview.lines[index];
    const entry = entries[index];
    if (line.outcome === 'duplicate' && entry?.duplicateOfLine) return t('bulk.outcome.duplicate-of', { line: entry.duplicateOfLine });
    if (line.outcome === 'other-project' && line.projectId) return t('bulk.outcome.other-project-named', { project: format.projectName(line.projectId) });
    return t(`bulk.outcome.${line.outcome}`);
  };

  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" striped captionSide="top">
        <Table.Caption>{t('bulk.previewTitle')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>{t('bulk.columns.line')}</Table.Th>
            <Table.Th>{t('bulk.columns.id')}</Table.Th>
            <Table.Th>{t('bulk.columns.outcome')}</Table.Th>
            <Table.Th ta="end">{t('bulk.columns.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.lines.map((line, index) => (
            <Table.Tr key={line.position}>
              <Table.Td>{entries[index]?.line ?? line.position}</Table.Td>
              <Table.Th scope="row" fw={400} ff="monospace" dir="ltr" style={{ wordBreak: 'break-all' }}>
                {line.transactionId}
              </Table.Th>
              <Table.Td>
                <OutcomeBadge outcome={line.outcome}>{outcomeText(index)}</OutcomeBadge>
              </Table.Td>
              <Table.Td ta="end">
                {line.outcome === 'refundable' && line.amount !== null && line.currency ? <bdi>{format.money(line.amount, line.currency)}</bdi> : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
