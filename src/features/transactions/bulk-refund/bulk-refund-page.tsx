import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconPlus } from '@tabler/icons-react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { IntentNotice } from '@/features/intents';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { useGetBulkRefundQuery } from './bulk-refund-api';
import { BulkConfirmDialog } from './bulk-confirm-dialog';
import { BulkIdsForm } from './bulk-ids-form';
import { BulkPreviewSummary } from './bulk-preview-summary';
import { BulkPreviewTable } from './bulk-preview-table';
import { BulkResultView } from './bulk-result';
import { useBulkRefund } from './use-bulk-refund';
import { TRANSACTIONS_LIST } from '@/config/paths';

/** /transactions/bulk-refund: paste IDs, preview each line, refund the valid ones; `?batch=<id>` shows a result. */
export function BulkRefundPage() {
  const { t } = useTranslation('transactionDetails');
  const flow = useBulkRefund();
  const [confirming, setConfirming] = useState(false);
  const batch = useGetBulkRefundQuery(flow.batchId ?? skipToken);
  const preview = flow.preview.currentData;

  let body: React.ReactNode;
  if (flow.batchId) {
    if (batch.currentData) body = <BulkResultView result={batch.currentData} />;
    else if (batch.isError && !batch.isFetching) {
      body = (
        <ErrorState
          error={batch.error}
          messageKey={(failure) => failureMessageKey(failure, { 'not-found': 'transactionDetails:bulk.resultNotFound' })}
          onRetry={() => void batch.refetch()}
        />
      );
    } else body = <LoadingState label={t('bulk.loadingResult')} rows={4} />;
  } else if (flow.intent.unsettled && flow.intent.intent && !confirming) {
    // A bulk refund of this workspace is still open (sent before a reload, or from another tab): nothing new until it settles.
    body = (
      <IntentNotice
        intent={flow.intent.intent}
        description={t('bulk.intent', { count: flow.intent.intent.summary.count ?? 0 })}
        onCheckAgain={flow.intent.checkAgain}
        onDismiss={flow.intent.forget}
      />
    );
  } else {
    body = (
      <>
        <BulkIdsForm
          text={flow.text}
          onChange={flow.changeText}
          count={flow.entries.length}
          error={flow.inputError}
          onPreview={flow.runPreview}
          previewing={flow.preview.isFetching}
        />
        {flow.preview.isError && !flow.preview.isFetching && <ErrorState error={toFailure(flow.preview.error)} onRetry={flow.runPreview} />}
        {preview && flow.previewed && (
          <>
            <BulkPreviewTable preview={preview} entries={flow.previewed.entries} />
            <BulkPreviewSummary preview={preview} stale={flow.stale} onRefund={() => setConfirming(true)} />
            <BulkConfirmDialog
              opened={confirming}
              onClose={() => setConfirming(false)}
              preview={preview}
              status={flow.intent.status}
              failure={flow.intent.intent?.failure}
              onConfirm={flow.confirm}
              onCheckAgain={flow.intent.checkAgain}
            />
          </>
        )}
      </>
    );
  }

  return (
    <Stack gap="lg" maw={960}>
      <Button
        component={Link}
        to={TRANSACTIONS_LIST}
        variant="subtle"
        leftSection={<IconArrowBackUp size={18} aria-hidden />}
        px={0}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('back')}
      </Button>
      <Stack gap={4}>
        <Title order={1}>{t('bulk.title')}</Title>
        <Text c="dimmed">{t('bulk.intro')}</Text>
      </Stack>
      {body}
      {flow.batchId && (
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={flow.startOver} style={{ alignSelf: 'flex-start' }}>
          {t('bulk.newBatch')}
        </Button>
      )}
    </Stack>
  );
}
