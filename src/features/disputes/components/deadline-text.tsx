import { Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import { openDisputeStatuses } from '@/lib/contract/disputes';
import { useLocaleFormat } from '@/lib/format';
import { deadlineState } from '../model/deadline';
import { useDisputeLabels } from '../model/labels';

const isOpen = (status: string) => (openDisputeStatuses as readonly string[]).includes(status);

/**
 * The deadline in the user's zone and, while the dispute is open, the time left: orange within
 * 48 h, red once overdue (with an icon too, so colour is not the only sign). Closed disputes show the date only.
 */
export function DeadlineText({ deadlineAt, status, now }: { deadlineAt: string; status: string; now: number }) {
  const formatDate = useLocaleFormat().dateTime;
  const labels = useDisputeLabels();
  const state = isOpen(status) ? deadlineState(deadlineAt, now) : null;
  // The light-variant text colours: the theme tunes them to 4.5:1 on the page in both schemes.
  const color =
    state?.state === 'overdue' ? 'var(--mantine-color-red-light-color)' : state?.state === 'due-soon' ? 'var(--mantine-color-orange-light-color)' : 'dimmed';
  const Icon = state?.state === 'overdue' ? IconAlertTriangle : state?.state === 'due-soon' ? IconClockExclamation : null;
  return (
    <Stack gap={0} miw={0}>
      <Text span size="sm">
        <bdi>{formatDate(deadlineAt)}</bdi>
      </Text>
      {state && (
        <Text
          span
          size="xs"
          c={color}
          fw={state.state === 'open' ? 400 : 600}
          data-deadline={state.state}
          style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
        >
          {Icon && <Icon size={12} aria-hidden />}
          <bdi>{labels.countdown(state)}</bdi>
        </Text>
      )}
    </Stack>
  );
}
