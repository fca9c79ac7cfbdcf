import { Table, type TableScrollContainerProps } from '@mantine/core';

type Props = Omit<TableScrollContainerProps, 'type' | 'scrollAreaProps'> & {
  /** Names the region for screen readers (usually the table's title). */
  label: string;
};

/**
 * A table that scrolls when narrower than `minWidth`. The scrolling box takes keyboard focus and
 * is a named region, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, ...props }: Props) {
  return <Table.ScrollContainer type="native" tabIndex={0} role="region" aria-label={label} {...props} />;
}
