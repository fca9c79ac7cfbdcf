import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BulkPreview } from './bulk-refund-api';
import { BulkTotals } from './bulk-totals';
import { useBulkFormat } from './use-bulk-format';

/** How many lines will be refunded, the totals per currency, the one-project rule, and the refund button. */
export function BulkPreviewSummary({ preview, stale, onRefund }: { preview: BulkPreview; stale: boolean; onRefund: () => void }) {
  const { t } = useTranslation('transactionDetails');
  const format = useBulkFormat();
  const project = format.projectName(preview.projectId);
  const otherProject = preview.lines.some((line) => line.outcome === 'other-project');
  const count = preview.refundableCount;

  return (
    <Card withBorder padding="md" component="section" aria-label={t('bulk.previewTitle')}>
      <Stack gap="sm">
        <Text fw={600}>{t('bulk.summary', { count, total: preview.lines.length })}</Text>
        {preview.projectId && <Text size="sm">{t('bulk.project', { project })}</Text>}
        <BulkTotals totals={preview.totals} />
        {!preview.projectId && (
          <Alert color="yellow" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('bulk.noneFound')}
          </Alert>
        )}
        {preview.projectId && otherProject && (
          <Alert color="orange" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('bulk.sameProject', { project })}
          </Alert>
        )}
        {preview.projectId && count === 0 && (
          <Alert color="yellow" variant="light" role="alert">
            {t('bulk.nothingToRefund')}
          </Alert>
        )}
        {stale && (
          <Alert color="blue" variant="light" role="status">
            {t('bulk.previewStale')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button color="red" leftSection={<IconArrowBackUp size={16} aria-hidden />} disabled={count === 0 || stale} onClick={onRefund}>
            {t('bulk.refundButton', { count })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
