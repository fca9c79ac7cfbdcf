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

/** A listbox that renders only the rows in view; arrow keys move, Enter chooses. */
export function SwitcherList({ rows, selectedId, onChoose }: { rows: SwitcherRow[]; selectedId: string | null; onChoose: (id: string) => void }) {
  const { t } = useTranslation('shell');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const virtual = rows.length >= VIRTUAL_FROM;
  // TanStack Virtual returns fresh functions each render; this component is not memoised, which is what it needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 320, height: 320 },
  });

  useEffect(() => setActive(0), [rows]);

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
    >
      <div style={{ height: virtual ? virtualizer.getTotalSize() : rows.length * ROW_HEIGHT, position: 'relative' }}>
        {(virtual ? virtualizer.getVirtualItems() : rows.map((_, index) => ({ index, start: index * ROW_HEIGHT }))).map((item) => {
          const { resource, depth } = rows[item.index];
          return (
            <div
              key={resource.id}
              id={`ws-${resource.id}`}
              role="option"
              aria-selected={resource.id === selectedId}
              data-active={item.index === active || undefined}
              className={classes.option}
              style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT, paddingInlineStart: depth ? 28 : 8 }}
              onClick={() => onChoose(resource.id)}
              onMouseMove={() => setActive(item.index)}
            >
              <Group gap={6} wrap="nowrap" justify="space-between" w="100%">
                <Text size="sm" fw={depth ? 400 : 600} truncate>
                  {resource.name}
                </Text>
                <Group gap={4} wrap="nowrap">
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
