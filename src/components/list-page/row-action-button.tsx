import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** The visible tooltip: "Remove". */
  label: string;
  /** The accessible name, containing the label and naming the row: "Remove Main account". */
  name: string;
  icon: ReactNode;
  color?: string;
  /** The row's roving tab stop (the list is one tab stop; see ListTable). */
  tabIndex: 0 | -1;
  onClick: () => void;
}

/** An icon button of a row's actions; its click does not open the row. */
export function RowActionButton({ label, name, icon, color, tabIndex, onClick }: Props) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant="subtle"
        color={color}
        size="lg"
        tabIndex={tabIndex}
        aria-label={name}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
