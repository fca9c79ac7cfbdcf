import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingNotices, onFirstNotice } from '@/lib/notify';
import { PartBoundary } from './part-boundary';

const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));

/** Mounts the notifications UI only once something is to be shown. */
export function LazyNotifications() {
  const [needed, setNeeded] = useState(hasPendingNotices);
  useEffect(() => {
    if (needed) return undefined;
    const stop = onFirstNotice(() => setNeeded(true));
    return () => {
      stop();
    };
  }, [needed]);
  if (!needed) return null;
  // Its code failing to arrive (the notice that needed it is then lost) is said in a corner; the page stays.
  return (
    <PartBoundary place="floating">
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
    </PartBoundary>
  );
}
