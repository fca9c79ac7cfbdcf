import { Text, Timeline, type MantineColor } from '@mantine/core';
import { DetailsSection } from './details-section';

export interface StatusHistoryProps {
  title: string;
  /** Shown when there is no status change yet. */
  empty: string;
  history: readonly { status: string; at: string }[];
  statusLabel: (status: string) => string;
  statusColor: (status: string) => MantineColor;
  formatDateTime: (iso: string) => string;
}

/** A titled timeline of status changes, oldest first (a transaction's, a dispute's…). */
export function StatusHistory({ title, empty, history, statusLabel, statusColor, formatDateTime }: StatusHistoryProps) {
  const sorted = [...history].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return (
    <DetailsSection title={title}>
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Timeline active={sorted.length - 1} bulletSize={14} lineWidth={2}>
          {sorted.map((entry, index) => (
            <Timeline.Item key={`${entry.at}-${index}`} color={statusColor(entry.status)} title={statusLabel(entry.status)}>
              <Text size="sm" c="dimmed">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </DetailsSection>
  );
}
