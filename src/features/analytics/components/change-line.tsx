import { Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconMinus } from '@tabler/icons-react';
import type { Change } from '../model/figures';
import { useChangeText } from '../model/labels';

/**
 * A figure against the previous period; the arrow's colour says whether the change is good (`better`:
 * which way is good). `bare`: the change alone ("+5.4%"), in a column headed "vs previous period".
 */
export function ChangeLine({ change, better, bare = false }: { change: Change; better: 'up' | 'down'; bare?: boolean }) {
  const text = useChangeText(bare);
  const direction = !change || change.value === 0 ? 0 : Math.sign(change.value);
  const Icon = direction > 0 ? IconArrowUp : direction < 0 ? IconArrowDown : IconMinus;
  const good = direction === 0 ? null : direction > 0 === (better === 'up');
  return (
    <Group gap={4} wrap="nowrap" justify={bare ? 'flex-end' : undefined}>
      <Icon size={14} aria-hidden color={good === null ? 'var(--mantine-color-dimmed)' : `var(--mantine-color-${good ? 'teal' : 'red'}-6)`} />
      <Text size="xs" c="dimmed">
        {text(change)}
      </Text>
    </Group>
  );
}
