import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PartBoundary } from '../feedback/part-boundary';

const CalendarDateInput = lazy(() => import('./calendar-date-input').then((m) => ({ default: m.CalendarDateInput })));

export interface DateFieldProps {
  label: string;
  /** A calendar day 'yyyy-MM-dd', or '' / null / undefined for none. */
  value?: string | null;
  /** The day picked or typed ('yyyy-MM-dd'), '' once emptied. Called only with whole days. */
  onChange: (day: string) => void;
  error?: React.ReactNode;
  /** The last day that can be chosen ('yyyy-MM-dd'). */
  maxDate?: string;
  minDate?: string;
  withAsterisk?: boolean;
  'aria-label'?: string;
  onBlur?: () => void;
  onFocus?: () => void;
}

/**
 * The one date input: a calendar day typed or picked in the user's own date pattern (Settings → Date
 * format), never the browser's native mm/dd/yyyy. The calendar (`@mantine/dates`) loads with the first
 * date field shown; until then a placeholder of its height holds its place.
 */
export function DateField(props: DateFieldProps) {
  return (
    <PartBoundary>
      <Suspense fallback={<Skeleton h={60} aria-hidden />}>
        <CalendarDateInput {...props} />
      </Suspense>
    </PartBoundary>
  );
}
