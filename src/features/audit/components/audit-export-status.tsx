import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { failureMessageKey } from '@/lib/forms';
import { useLocaleFormat } from '@/lib/format';
import { AUDIT_EXPORT_MAX_ROWS } from '@/lib/contract/audit';
import type { AuditExportState } from '../model/use-audit-export';

interface Props {
  state: AuditExportState;
  onCancel: () => void;
  onRetry: () => void;
}

/** The export's progress with Cancel, then what was saved (and what was left out), or why it failed with Try again. */
export function AuditExportStatus({ state, onCancel, onRetry }: Props) {
  const { t } = useTranslation('audit');
  const progressId = useId();
  const { number } = useLocaleFormat();

  if (state.status === 'reading') {
    const percent = state.total ? Math.min(100, Math.round((state.read / state.total) * 100)) : null;
    return (
      <Stack gap={6}>
        <Text size="sm" id={progressId} role="status">
          {state.total === null ? t('export.starting') : t('export.reading', { read: number(state.read), total: number(state.total) })}
        </Text>
        <Progress.Root size="md">
          <Progress.Section value={percent ?? 100} animated={percent === null} aria-labelledby={progressId} />
        </Progress.Root>
        <Group>
          <Button variant="default" onClick={onCancel}>
            {t('export.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (state.status === 'done') {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        <Trans
          t={t}
          i18nKey="export.saved"
          values={{ fileName: state.fileName, count: state.entries, entries: number(state.entries) }}
          count={state.entries}
          components={{ name: <bdi /> }}
        />
        {state.matching > state.entries && (
          <Text size="sm" mt={4}>
            {t('export.capped', { max: number(AUDIT_EXPORT_MAX_ROWS), total: number(state.matching) })}
          </Text>
        )}
      </Alert>
    );
  }
  if (state.status === 'cancelled') {
    return (
      <Text size="sm" role="status">
        {t('export.cancelled')}
      </Text>
    );
  }
  if (state.status === 'failed') {
    return (
      <Stack gap="xs">
        <FormError title={t('export.failedTitle')} message={t(failureMessageKey(state.failure))} />
        <Group>
          <Button variant="default" onClick={onRetry}>
            {t('export.tryAgain')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return null;
}
