import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './ledger-virtual-list.module.css';

/** One row's height in px: rows are absolutely placed, only those in view (and a few around) are in the DOM. */
export const LEDGER_ROW_HEIGHT = 60;
const OVERSCAN = 8;
/** Without layout (jsdom, a hidden panel) the viewport reads 0 px: assume a screenful, as the list table does. */
const VIEWPORT_FALLBACK = 480;

const observeWithFallback = (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: VIEWPORT_FALLBACK }));

export interface LedgerRowView {
  key: string;
  /** Where the row leads (its transaction, dispute, payout…); none: the row is plain text. */
  href: string | null;
  title: ReactNode;
  detail: ReactNode;
  amount: ReactNode;
}

export interface LedgerVirtualListProps {
  /** Rows in the whole list: the scroll height is theirs, loaded or not. */
  count: number;
  /** The row at `index`, or null while its page loads. */
  rowAt: (index: number) => LedgerRowView | null;
  /** The rows in view changed: load what they need. */
  onRange: (first: number, last: number) => void;
  label: string;
  loadingLabel: string;
}

/**
 * A list of any length in a scrolling box of fixed height: 10,000 entries keep a few dozen rows in the
 * DOM. Each row is a list item (position and size told to screen readers) holding a link to its source.
 */
export function LedgerVirtualList({ count, rowAt, onRange, label, loadingLabel }: LedgerVirtualListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual returns fresh functions each render; this component is not memoised, which is what it needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LEDGER_ROW_HEIGHT,
    overscan: OVERSCAN,
    observeElementRect: observeWithFallback,
    initialRect: { width: 0, height: VIEWPORT_FALLBACK },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    if (count > 0) onRange(first, last);
  }, [first, last, count, onRange]);

  return (
    <div ref={scrollRef} className={classes.viewport} tabIndex={-1}>
      <div role="list" aria-label={label} className={classes.track} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rowAt(item.index);
          return (
            <div
              key={row?.key ?? `i${item.index}`}
              role="listitem"
              aria-setsize={count}
              aria-posinset={item.index + 1}
              className={classes.row}
              style={{ height: item.size, transform: `translateY(${item.start}px)` }}
            >
              {row ? (
                <RowBody row={row} />
              ) : (
                <Text size="sm" c="dimmed" className={classes.cell}>
                  {loadingLabel}
                </Text>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function RowBody({ row }: { row: LedgerRowView }) {
  const body = (
    <Group justify="space-between" wrap="nowrap" gap="sm" className={classes.cell}>
      <Box miw={0}>
        <Text size="sm" fw={500} truncate="end">
          {row.title}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {row.detail}
        </Text>
      </Box>
      <Text size="sm" fw={500} className={classes.amount}>
        {row.amount}
      </Text>
    </Group>
  );
  if (!row.href) return body;
  return (
    <UnstyledButton component={Link} to={row.href} className={classes.link}>
      {body}
    </UnstyledButton>
  );
}
