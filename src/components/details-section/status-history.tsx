import { Text, Timeline, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { DetailsSection } from './details-section';

/** A status change; an entry may instead name an event (`title`) and say more about it (`note`). */
export interface HistoryEntry {
  status: string;
  at: string;
  /** Shown instead of the status's label. */
  title?: string;
  /** A line under the entry (who did it, why). Text, never HTML. */
  note?: ReactNode;
}

export interface StatusHistoryProps {
  title: string;
  /** Shown when there is no status change yet. */
  empty: string;
  history: readonly HistoryEntry[];
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
            <Timeline.Item key={`${entry.at}-${index}`} color={statusColor(entry.status)} title={entry.title ?? statusLabel(entry.status)}>
              {entry.note && (
                <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {entry.note}
                </Text>
              )}
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
