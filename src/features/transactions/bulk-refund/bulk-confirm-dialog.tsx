import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useOutcome } from '@/components/dialogs/outcome';
import type { IntentStatus } from '@/features/intents';
import type { Failure } from '@/lib/http';
import { failureMessageKey } from '@/lib/forms';
import type { BulkPreview } from './bulk-refund-api';
import { BulkTotals } from './bulk-totals';
import { useBulkFormat } from './use-bulk-format';

const codes = {
  'nothing-to-refund': 'transactionDetails:bulk.nothingToRefund',
  forbidden: 'transactionDetails:money.forbidden',
  'reference-reused': 'transactionDetails:money.referenceReused',
  'preview-stale': 'transactionDetails:bulk.previewStale',
};

export interface BulkConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  preview: BulkPreview;
  status: IntentStatus | 'idle';
  failure?: Failure;
  onConfirm: () => void;
  onCheckAgain: () => Promise<void>;
}

/** States count, project and totals per currency before the money moves; an unknown outcome offers only "Check again". */
export function BulkConfirmDialog({ opened, onClose, preview, status, failure, onConfirm, onCheckAgain }: BulkConfirmDialogProps) {
  const { t } = useTranslation(['transactionDetails', 'errors']);
  const format = useBulkFormat();
  const outcome = useOutcome(status, onCheckAgain);
  const count = preview.refundableCount;

  return (
    <ConfirmDialog
      opened={opened}
      title={t('bulk.confirmTitle')}
      closeLabel={t('money.closeDialog')}
      question={t('bulk.confirmQuestion', { count, project: format.projectName(preview.projectId) })}
      cancelLabel={t('bulk.back')}
      confirmLabel={t('bulk.refundButton', { count })}
      danger
      focus="none"
      outcome={outcome}
      error={status === 'failed' && failure ? t(failureMessageKey(failure, codes)) : null}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <BulkTotals totals={preview.totals} />
      <Text size="sm" c="dimmed">
        {t('bulk.confirmNote')}
      </Text>
    </ConfirmDialog>
  );
}
