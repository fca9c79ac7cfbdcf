import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHelpCircle, IconLoader2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/format';
import type { StoredIntent } from './intent';

export interface IntentNoticeProps {
  intent: StoredIntent;
  /** What the intent does, in words ("Refund of EUR 25.00"), from its stored summary. */
  description: string;
  onCheckAgain: () => Promise<void>;
  onDismiss: () => void;
}

const looks = {
  pending: { color: 'blue', icon: IconLoader2, title: 'outcome.pendingTitle' },
  unknown: { color: 'yellow', icon: IconHelpCircle, title: 'outcome.unknownTitle' },
  succeeded: { color: 'teal', icon: IconCircleCheck, title: 'outcome.doneTitle' },
  failed: { color: 'red', icon: IconCircleX, title: 'outcome.refusedTitle' },
} as const;

/**
 * An intent shown on its own object: in progress, unknown (with "Check again", which re-sends the
 * stored request), or settled while no dialog was open to say so.
 */
export function IntentNotice({ intent, description, onCheckAgain, onDismiss }: IntentNoticeProps) {
  const { t } = useTranslation('common');
  const formatDateTime = useLocaleFormat().dateTime;
  const look = looks[intent.status];
  const Icon = look.icon;
  return (
    <Alert
      role={intent.status === 'pending' ? 'status' : 'alert'}
      color={look.color}
      variant="light"
      icon={<Icon size={18} aria-hidden />}
      title={t(look.title)}
      data-intent-status={intent.status}
    >
      <Text size="sm" fw={500}>
        {t('outcome.startedAt', { what: description, time: formatDateTime(intent.startedAt) })}
      </Text>
      {intent.status === 'unknown' && <Text size="sm">{t('outcome.unknownBody')}</Text>}
      {intent.status === 'pending' && <Text size="sm">{t('outcome.pendingBody')}</Text>}
      <Group mt="sm" gap="sm">
        {intent.status === 'unknown' && (
          // Checking makes the intent pending again: the notice then says "In progress" by itself.
          <Button size="xs" variant="filled" color="yellow" onClick={() => void onCheckAgain()}>
            {t('outcome.checkAgain')}
          </Button>
        )}
        {(intent.status === 'succeeded' || intent.status === 'failed' || (intent.status === 'unknown' && intent.discardable)) && (
          <Button size="xs" variant="default" onClick={onDismiss}>
            {t('outcome.dismiss')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
