import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LoadingStateProps {
  /** What is loading, read by screen readers; "Loading…" when omitted. */
  label?: string;
  /** Number of placeholder lines. */
  rows?: number;
  rowHeight?: number;
}

/** Placeholder lines while data loads, announced once as a polite status. */
export function LoadingState({ label, rows = 5, rowHeight = 36 }: LoadingStateProps) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs" role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>{label ?? t('states.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={rowHeight} aria-hidden />
      ))}
    </Stack>
  );
}
