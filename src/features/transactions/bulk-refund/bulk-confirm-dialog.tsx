import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { OutcomeUnknown } from '@/components/feedback/outcome-unknown';
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
  const [checking, setChecking] = useState(false);
  const pending = status === 'pending';
  const unknown = status === 'unknown' || checking;
  const count = preview.refundableCount;
  const checkAgain = () => {
    setChecking(true);
    void onCheckAgain().finally(() => setChecking(false));
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={t('bulk.confirmTitle')}
      closeOnClickOutside={!pending && !unknown}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('money.closeDialog') }}
      centered
    >
      <Stack gap="md">
        <Text fw={500}>{t('bulk.confirmQuestion', { count, project: format.projectName(preview.projectId) })}</Text>
        <BulkTotals totals={preview.totals} />
        <Text size="sm" c="dimmed">
          {t('bulk.confirmNote')}
        </Text>
        {unknown ? (
          <OutcomeUnknown checking={checking} onCheckAgain={checkAgain} />
        ) : (
          <>
            <FormError message={status === 'failed' && failure ? t(failureMessageKey(failure, codes)) : null} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={pending}>
                {t('bulk.back')}
              </Button>
              <Button color="red" onClick={onConfirm} loading={pending}>
                {t('bulk.refundButton', { count })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
