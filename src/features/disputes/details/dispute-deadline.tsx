import { Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { deadlineState } from '../model/deadline';
import { useDisputeLabels } from '../model/labels';
import type { Dispute } from './api/get-dispute';
import { useLocaleFormat } from '@/lib/format';
import { useNow } from '@/lib/dates';

const stateColor = { open: 'gray', 'due-soon': 'orange', overdue: 'red' } as const;

/** "Respond by <date> (<zone>)" with the countdown: orange within 48 h, red "Overdue" once passed. */
export function DisputeDeadline({ dispute, open }: { dispute: Dispute; open: boolean }) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const format = useLocaleFormat();
  const now = useNow();
  const state = deadlineState(dispute.deadlineAt, now);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">
        <Trans t={t} i18nKey="details.respondBy" values={{ date: format.dateTime(dispute.deadlineAt), zone: format.timeZone }} components={{ bdi: <bdi /> }} />
      </Text>
      {open && state && (
        <Badge
          color={stateColor[state.state]}
          variant={state.state === 'open' ? 'outline' : state.state === 'due-soon' ? 'light' : 'filled'}
          leftSection={state.state === 'open' ? <IconClock size={14} aria-hidden /> : <IconAlertTriangle size={14} aria-hidden />}
          tt="none"
          data-deadline={state.state}
        >
          {labels.countdown(state)}
        </Badge>
      )}
    </Group>
  );
}
