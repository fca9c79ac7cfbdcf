import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingNotices, onFirstNotice } from '@/lib/notify';

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
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
