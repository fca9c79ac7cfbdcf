import { Group, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModeBadge } from '@/components/workspace/mode-badge';
import type { SwitcherRow } from './switcher-rows';
import classes from './workspace-switcher.module.css';

const ROW_HEIGHT = 36;
/** Short lists render every row; long ones only the rows in view. */
const VIRTUAL_FROM = 100;

/** The height the list is drawn at (`.list` in the CSS), until it is measured. */
const LIST_HEIGHT = 320;

interface SwitcherListProps {
  rows: SwitcherRow[];
  /** The search the rows answer: a new one starts again at the first row. */
  query: string;
  selectedId: string | null;
  onChoose: (id: string) => void;
  /** The rows in view (and a few around them) whenever they change: what to read more of. */
  onRowsInView?: (rows: SwitcherRow[]) => void;
}

/** A listbox that renders only the rows in view; arrow keys move, Enter chooses. */
export function SwitcherList({ rows, query, selectedId, onChoose, onRowsInView }: SwitcherListProps) {
  const { t } = useTranslation('shell');
  const scrollRef = useRef<HTMLDivElement>(null);
  // The active row by id: it stays where it is when rows arrive around it (an organization's tree read).
  const [activeId, setActiveId] = useState<string | null>(null);
  const found = activeId === null ? -1 : rows.findIndex((row) => row.resource.id === activeId);
  const active = found >= 0 ? found : 0;
  const setActive = (index: number) => setActiveId(rows[index]?.resource.id ?? null);
  const [scrolled, setScrolled] = useState({ top: 0, height: LIST_HEIGHT });
  const virtual = rows.length >= VIRTUAL_FROM;
  // TanStack Virtual returns fresh functions each render; this component is not memoised, which is what it needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 320, height: LIST_HEIGHT },
  });

  useEffect(() => setActiveId(null), [query]);

  // Which rows are in view: the virtualiser's (with its overscan), or, drawn in full, the scrolled window.
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const first = items ? (items[0]?.index ?? 0) : Math.floor(scrolled.top / ROW_HEIGHT);
  const last = items ? (items[items.length - 1]?.index ?? -1) : Math.min(rows.length - 1, Math.ceil((scrolled.top + scrolled.height) / ROW_HEIGHT));
  useEffect(() => {
    onRowsInView?.(rows.slice(first, last + 1));
  }, [rows, first, last, onRowsInView]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8 }[event.key];
    if (move) {
      event.preventDefault();
      const next = Math.max(0, Math.min(rows.length - 1, active + move));
      setActive(next);
      if (virtual) virtualizer.scrollToIndex(next);
      else document.getElementById(`ws-${rows[next].resource.id}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && rows[active]) {
      event.preventDefault();
      onChoose(rows[active].resource.id);
    }
  };

  return (
    <div
      ref={scrollRef}
      className={classes.list}
      role="listbox"
      tabIndex={0}
      aria-label={t('switcher.listLabel')}
      aria-activedescendant={rows[active] ? `ws-${rows[active].resource.id}` : undefined}
      onKeyDown={onKeyDown}
      onScroll={virtual ? undefined : (event) => setScrolled({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight || LIST_HEIGHT })}
    >
      <div style={{ height: virtual ? virtualizer.getTotalSize() : rows.length * ROW_HEIGHT, position: 'relative' }}>
        {(items ?? rows.map((_, index) => ({ index, start: index * ROW_HEIGHT }))).map((item) => {
          const { resource, depth } = rows[item.index];
          return (
            <div
              key={resource.id}
              id={`ws-${resource.id}`}
              role="option"
              aria-selected={resource.id === selectedId}
              data-active={item.index === active || undefined}
              className={classes.option}
              style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT, paddingInlineStart: 8 + depth * 20 }}
              onClick={() => onChoose(resource.id)}
              onMouseMove={() => setActive(item.index)}
            >
              <Group gap={6} wrap="nowrap" justify="space-between" w="100%">
                <Text size="sm" fw={depth ? 400 : 600} truncate>
                  {resource.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {resource.resourceType === 'channel' && (
                    <Text span size="xs" c="dimmed">
                      {t('switcher.types.channel')}
                    </Text>
                  )}
                  {resource.mode && <ModeBadge mode={resource.mode} size="xs" />}
                  {resource.id === selectedId && <IconCheck size={14} aria-hidden />}
                </Group>
              </Group>
            </div>
          );
        })}
      </div>
    </div>
  );
}
