import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  text?: string;
  icon?: ReactNode;
  /** A button or link offering the next step (create the first item, clear the filters). */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  titleOrder?: 2 | 3 | 4;
}

/** Nothing to show yet, said plainly with the next step when there is one. */
export function EmptyState({ title, text, icon, action, titleOrder = 2 }: EmptyStateProps) {
  return (
    <MantineEmptyState role="status" py="xl" icon={icon ?? <IconInbox size={36} aria-hidden />}>
      <MantineEmptyState.Title order={titleOrder}>{title}</MantineEmptyState.Title>
      {text && <MantineEmptyState.Description>{text}</MantineEmptyState.Description>}
      {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
