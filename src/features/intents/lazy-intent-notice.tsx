import { lazy, Suspense } from 'react';
import { PartBoundary } from '@/components/feedback/part-boundary';
import type { IntentNoticeProps } from './intent-notice';

const Notice = lazy(() => import('./intent-notice').then(({ IntentNotice }) => ({ default: IntentNotice })));

/**
 * The notice of an intent on its object, loaded with the first page that shows one: its date
 * formatting (date-fns) stays out of the start chunk that the intents' slice and listeners belong
 * to (ADR 0003). Pages show it once they have an intent, so nothing waits for it.
 */
export function IntentNotice(props: IntentNoticeProps) {
  return (
    <PartBoundary>
      <Suspense fallback={null}>
        <Notice {...props} />
      </Suspense>
    </PartBoundary>
  );
}
