import { Button, Group, Text } from '@mantine/core';
import { IconBan, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntentConfirmDialog, IntentNotice, useTargetIntent } from '@/features/intents';
import { usePermission } from '@/features/permissions';
import { antifraudPermissions } from '@/lib/contract/antifraud-permissions';
import { useLocaleFormat } from '@/lib/format';
import type { Review } from '../api/review-model';
import { ANTIFRAUD_CODES } from '../antifraud-codes';
import { reviewDecisions, reviewIntentSpec, reviewTarget, type ReviewDecision } from './review-intent';

const icons = { approve: IconCheck, 'refund-as-fraud': IconBan, cancel: IconX } as const;

/**
 * Approve, refund as fraud or cancel an open review, for those who work the queue; a decision whose
 * answer was lost stays on the review with "Check again", and nothing else is offered meanwhile.
 */
export function ReviewActions({ review }: { review: Review }) {
  const { t } = useTranslation('antifraud');
  const { money } = useLocaleFormat();
  const mayWrite = usePermission(antifraudPermissions.reviewsWrite);
  const [opened, setOpened] = useState<ReviewDecision | null>(null);
  const { intent, unsettled, checkAgain, forget } = useTargetIntent(reviewTarget(review.id));
  if (!mayWrite) return null;
  const amount = money(review.amount, review.currency);
  const shown = intent && (unsettled || opened === null) ? intent : undefined;
  return (
    <>
      {shown && (
        <IntentNotice
          intent={shown}
          description={t(`reviews.intent.${shown.summary.kind as ReviewDecision}`, { amount })}
          onCheckAgain={checkAgain}
          onDismiss={forget}
        />
      )}
      {!unsettled && review.status === 'open' && (
        <Group gap="sm" role="group" aria-label={t('reviews.actions')}>
          {reviewDecisions.map((decision) => {
            const Icon = icons[decision];
            return (
              <Button
                key={decision}
                variant={decision === 'approve' ? 'filled' : 'default'}
                color={decision === 'refund-as-fraud' ? 'red' : undefined}
                leftSection={<Icon size={16} aria-hidden />}
                onClick={() => setOpened(decision)}
              >
                {t(`reviews.decision.${decision}`)}
              </Button>
            );
          })}
        </Group>
      )}
      {reviewDecisions.map((decision) => (
        <IntentConfirmDialog
          key={decision}
          target={reviewTarget(review.id)}
          kind={decision}
          codes={ANTIFRAUD_CODES}
          opened={opened === decision}
          onClose={() => setOpened(null)}
          title={t(`reviews.confirm.${decision}.title`)}
          confirmLabel={t(`reviews.confirm.${decision}.confirm`, { amount })}
          danger={decision !== 'approve'}
          spec={() => reviewIntentSpec(review, decision)}
          done={t(`reviews.confirm.${decision}.done`)}
        >
          <Text>{t(`reviews.confirm.${decision}.question`, { amount })}</Text>
        </IntentConfirmDialog>
      ))}
    </>
  );
}
