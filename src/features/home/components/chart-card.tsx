import { Card, Stack, Title } from '@mantine/core';
import { Suspense, useId, type ReactNode } from 'react';
import { ChartSkeleton } from './stats-states';

/** A titled card; its chart loads lazily behind a skeleton, its numbers render at once. */
export function ChartCard({ title, chart, children, chartHeight = 240 }: { title: string; chart: ReactNode; children?: ReactNode; chartHeight?: number }) {
  const titleId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Suspense fallback={<ChartSkeleton height={chartHeight} />}>{chart}</Suspense>
        {children}
      </Stack>
    </Card>
  );
}
