import { Button, Group } from '@mantine/core';
import { IconArrowsExchange, IconPlayerPause, IconPlayerPlay, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntentNotice, useTargetIntent } from '@/features/intents';
import { usePermission } from '@/features/permissions';
import { billingPermissions } from '@/lib/contract/billing-permissions';
import { useLocaleFormat } from '@/lib/format';
import type { Subscription } from '../api/billing-model';
import { CancelDialog } from './cancel-dialog';
import { ChangePlanDialog } from './change-plan-dialog';
import { PauseDialog } from './pause-dialog';
import { ResumeDialog } from './resume-dialog';
import { RetryDialog } from './retry-dialog';
import { subscriptionTarget, type SubscriptionActionKind } from './subscription-intent';

type DialogKind = Exclude<SubscriptionActionKind, 'note'>;

/** What a subscription's status allows; the server refuses the rest all the same. */
export function allowedActions(s: Subscription): DialogKind[] {
  const out: DialogKind[] = [];
  if (s.status === 'past-due' || s.status === 'halted') out.push('retry');
  if (s.status === 'trialling' || s.status === 'active' || s.status === 'past-due') out.push('change-plan', 'pause');
  if (s.status === 'paused' || s.pauseAt) out.push('resume');
  if (s.status !== 'cancelled' && s.status !== 'expired' && s.status !== 'halted' && !s.cancelAtPeriodEnd) out.push('cancel');
  return out;
}

const icons = { retry: IconRefresh, 'change-plan': IconArrowsExchange, pause: IconPlayerPause, resume: IconPlayerPlay, cancel: IconX } as const;

/**
 * The subscription's actions for those who may change subscriptions, and the change still open on it
 * (sent before a reload or from another tab): shown with "Check again", and nothing new offered meanwhile.
 */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const { money } = useLocaleFormat();
  const mayWrite = usePermission(billingPermissions.subscriptionsWrite);
  const [opened, setOpened] = useState<DialogKind | null>(null);
  const { intent, unsettled, checkAgain, forget } = useTargetIntent(subscriptionTarget(subscription.id));
  const shown = intent && (unsettled || opened === null) && intent.summary.kind !== 'note' ? intent : undefined;
  if (!mayWrite) return null;
  const actions = allowedActions(subscription);
  const close = () => setOpened(null);
  return (
    <>
      {shown && (
        <IntentNotice
          intent={shown}
          description={t(`actions.intent.${shown.summary.kind}`, {
            amount: shown.summary.amount !== undefined && shown.summary.currency ? money(shown.summary.amount, shown.summary.currency) : '',
          })}
          onCheckAgain={checkAgain}
          onDismiss={forget}
        />
      )}
      {!unsettled && actions.length > 0 && (
        <Group gap="sm" role="group" aria-label={t('actions.label')}>
          {actions.map((kind) => {
            const Icon = icons[kind];
            return (
              <Button
                key={kind}
                variant={kind === 'retry' ? 'filled' : 'default'}
                color={kind === 'cancel' ? 'red' : undefined}
                leftSection={<Icon size={16} aria-hidden />}
                onClick={() => setOpened(kind)}
              >
                {t(`actions.${kind}`)}
              </Button>
            );
          })}
        </Group>
      )}
      <RetryDialog subscription={subscription} opened={opened === 'retry'} onClose={close} />
      <ChangePlanDialog subscription={subscription} opened={opened === 'change-plan'} onClose={close} />
      <PauseDialog subscription={subscription} opened={opened === 'pause'} onClose={close} />
      <ResumeDialog subscription={subscription} opened={opened === 'resume'} onClose={close} />
      <CancelDialog subscription={subscription} opened={opened === 'cancel'} onClose={close} />
    </>
  );
}
