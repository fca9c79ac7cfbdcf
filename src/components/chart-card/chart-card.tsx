import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useId, type ReactNode } from 'react';
import { PartBoundary } from '../feedback/part-boundary';

interface ChartCardProps {
  title: string;
  /** The heading's id, for a table in `children` that it names. */
  titleId?: string;
  chart: ReactNode;
  /** A line under the chart on how to read it (e.g. that its last period is not over). */
  note?: ReactNode;
  children?: ReactNode;
  chartHeight?: number;
}

/** A titled card; its chart loads lazily behind a skeleton (or says it could not), its numbers (`children`) render at once. */
export function ChartCard({ title, titleId: givenId, chart, note, children, chartHeight = 240 }: ChartCardProps) {
  const ownId = useId();
  const titleId = givenId ?? ownId;
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <PartBoundary>
          <Suspense fallback={<Skeleton h={chartHeight} radius="md" aria-hidden aria-busy="true" />}>{chart}</Suspense>
        </PartBoundary>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
