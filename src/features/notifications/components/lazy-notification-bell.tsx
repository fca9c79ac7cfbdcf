import { lazy, Suspense } from 'react';
import { PartBoundary } from '@/components/feedback/part-boundary';

const Bell = lazy(() => import('./notification-bell').then(({ NotificationBell }) => ({ default: NotificationBell })));

/**
 * The header's bell, loaded with the signed-in shell: its popover (and floating-ui with it) is not
 * part of the start chunk that the notifications slice and listeners belong to (ADR 0003). The
 * placeholder keeps the header's layout while it loads.
 */
export function NotificationBell() {
  return (
    <PartBoundary place="floating">
      <Suspense fallback={<span style={{ display: 'inline-block', width: 34, height: 34 }} />}>
        <Bell />
      </Suspense>
    </PartBoundary>
  );
}
