import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntentNotice, targetKey, useTargetIntent } from '@/features/intents';
import { REBUTTAL_MAX } from '@/lib/contract/disputes';
import { useDisputeLabels } from '../model/labels';
import type { DisputeDecision } from './api/dispute-actions';
import { DecisionDialog } from './decision-dialog';
import type { SubmitBlocker } from './submit-blockers';
import { useLocaleFormat } from '@/lib/format';

interface Props {
  disputeId: string;
  /** What keeps Submit from being pressed (`submitBlockers`); empty when it may be. */
  blockers: readonly SubmitBlocker[];
}

/** "Submit evidence" (disabled, with everything still missing listed, until it may be pressed) and "Accept dispute", each confirmed first. */
export function DecisionActions({ disputeId, blockers }: Props) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const { locale } = useLocaleFormat();
  const reasonId = useId();
  const [opened, setOpened] = useState<DisputeDecision | null>(null);
  // A decision on this dispute still open (sent before a reload, or in another tab): shown, and nothing new offered.
  const { intent, unsettled, checkAgain, forget } = useTargetIntent(targetKey('dispute', disputeId));
  const shown = intent && (unsettled || opened === null) ? intent : undefined;

  const either = new Intl.ListFormat(locale, { type: 'disjunction' });
  const describe = (blocker: SubmitBlocker): string => {
    switch (blocker.kind) {
      case 'evidence':
        return t('details.submit.missingEvidence', { kinds: either.format(blocker.alternatives.map((kind) => labels.evidenceName(kind))) });
      case 'rebuttal':
        return t('details.submit.missingRebuttal');
      case 'rebuttal-saving':
        return t('details.submit.rebuttalSaving');
      case 'rebuttal-failed':
        return t('details.submit.rebuttalFailed');
      case 'rebuttal-too-long':
        return t('details.submit.rebuttalTooLong', { max: REBUTTAL_MAX });
      case 'uploads':
        return t('details.submit.uploadsRunning', { count: blocker.count });
    }
  };
  const blocked = blockers.length > 0;

  return (
    <Stack gap="xs">
      {shown && (
        <IntentNotice
          intent={shown}
          description={t(shown.summary.kind === 'accept' ? 'workspace.acceptIntent' : 'workspace.submitIntent')}
          onCheckAgain={checkAgain}
          onDismiss={forget}
        />
      )}
      {!unsettled && (
        <Group gap="sm">
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={blocked}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={() => setOpened('submit')}
          >
            {t('workspace.submit')}
          </Button>
          <Button variant="default" color="red" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setOpened('accept')}>
            {t('workspace.accept')}
          </Button>
        </Group>
      )}
      {blocked && !unsettled && (
        <div id={reasonId}>
          <Text size="sm" c="dimmed" id={`${reasonId}-title`}>
            {t('details.submit.stillNeeded')}
          </Text>
          <List size="sm" c="dimmed" aria-labelledby={`${reasonId}-title`}>
            {blockers.map((blocker) => (
              <List.Item key={blocker.kind === 'evidence' ? blocker.alternatives.join('|') : blocker.kind}>{describe(blocker)}</List.Item>
            ))}
          </List>
        </div>
      )}
      <DecisionDialog decision="submit" disputeId={disputeId} opened={opened === 'submit'} onClose={() => setOpened(null)} />
      <DecisionDialog decision="accept" disputeId={disputeId} opened={opened === 'accept'} onClose={() => setOpened(null)} />
    </Stack>
  );
}
