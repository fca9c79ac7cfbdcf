import { Anchor, Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One developer tool of a project: its name links to the tool's page; the lines say how it is doing. */
export function ToolCard({ title, to, label, lines, tone }: { title: string; to: string; label: string; lines: ReactNode[]; tone?: 'warning' }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={label} style={tone ? { borderColor: 'var(--mantine-color-orange-filled)' } : undefined}>
      <Stack gap={4}>
        <Anchor component={Link} to={to} fw={600} aria-label={label}>
          {title}
        </Anchor>
        {lines.map((line, i) => (
          <Text key={i} size="sm" c={i === 0 ? undefined : 'dimmed'}>
            {line}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
