import { Button, Stack } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { FormError } from '@/components/feedback/form-error';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import type { TopicSummary } from '../mailbox-slice';
import { THREAD_ERROR_CODES } from './thread-error-codes';
import { useStatusChange } from './use-status-change';

/** "Reopen" on a closed topic, where the composer was. */
export function ReopenButton({ topicId, variant = 'default' }: { topicId: string; variant?: 'default' | 'filled' }) {
  const { t } = useTranslation('mailbox');
  const { change, busy } = useStatusChange(topicId);
  const [message, setMessage] = useState<string | null>(null);
  const reopen = async () => {
    setMessage(null);
    try {
      await change('Open');
    } catch (error) {
      setMessage(t(failureMessageKey(toFailure(error), THREAD_ERROR_CODES)));
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant={variant} leftSection={<IconLockOpen size={18} aria-hidden />} loading={busy} onClick={() => void reopen()}>
        {t('thread.reopen.action')}
      </Button>
      <FormError message={message} />
    </Stack>
  );
}

/** Close the topic (asked first): topics.all only; the page shows it only then. */
export function TopicStatusActions({ topic }: { topic: TopicSummary }) {
  const { t } = useTranslation('mailbox');
  const { change } = useStatusChange(topic.id);
  const [confirming, setConfirming] = useState(false);

  // A closed topic says so where the composer was, with Reopen there.
  if (topic.status === 'Closed') return null;
  return (
    <>
      <Button variant="default" leftSection={<IconLock size={18} aria-hidden />} onClick={() => setConfirming(true)}>
        {t('thread.close.action')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('thread.close.title')}
        question={t('thread.close.question')}
        hint={t('thread.close.hint')}
        confirmLabel={t('thread.close.confirm')}
        onConfirm={async () => {
          await change('Closed');
          setConfirming(false);
        }}
        describeFailure={(error) => t(failureMessageKey(toFailure(error), THREAD_ERROR_CODES))}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
