import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntentNotice, targetKey, useTargetIntent } from '@/features/intents';
import type { EvidenceChecklist } from '../model/evidence-checklist';
import { useDisputeLabels } from '../model/labels';
import type { DisputeDecision } from './api/dispute-actions';
import { DecisionDialog } from './decision-dialog';
import { useDisputeFormat } from './use-dispute-format';

interface Props {
  disputeId: string;
  checklist: EvidenceChecklist;
  /** The response box holds text that is not saved: submitting now would leave it out. */
  unsavedRebuttal: boolean;
}

/** "Submit evidence" (disabled, with the reason shown, until the evidence is complete) and "Accept dispute", each confirmed first. */
export function DecisionActions({ disputeId, checklist, unsavedRebuttal }: Props) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const { locale } = useDisputeFormat();
  const reasonId = useId();
  const [opened, setOpened] = useState<DisputeDecision | null>(null);
  // A decision on this dispute still open (sent before a reload, or in another tab): shown, and nothing new offered.
  const { intent, unsettled, checkAgain, forget } = useTargetIntent(targetKey('dispute', disputeId));
  const shown = intent && (unsettled || opened === null) ? intent : undefined;

  let reason: string | null = null;
  if (unsavedRebuttal) reason = t('details.submit.saveFirst');
  else if (checklist.missingRequired.length > 0) {
    const either = new Intl.ListFormat(locale, { type: 'disjunction' });
    const all = new Intl.ListFormat(locale, { type: 'conjunction' });
    const kinds = all.format(checklist.missingRequired.map((group) => either.format(group.map((kind) => labels.evidenceName(kind)))));
    reason = t('details.submit.stillNeeded', { kinds });
  } else if (!checklist.readyToSubmit) reason = t('workspace.notReady');

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
            disabled={reason !== null}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => setOpened('submit')}
          >
            {t('workspace.submit')}
          </Button>
          <Button variant="default" color="red" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setOpened('accept')}>
            {t('workspace.accept')}
          </Button>
        </Group>
      )}
      {reason && !unsettled && (
        <Text size="sm" c="dimmed" id={reasonId}>
          {reason}
        </Text>
      )}
      <DecisionDialog decision="submit" disputeId={disputeId} opened={opened === 'submit'} onClose={() => setOpened(null)} />
      <DecisionDialog decision="accept" disputeId={disputeId} opened={opened === 'accept'} onClose={() => setOpened(null)} />
    </Stack>
  );
}
