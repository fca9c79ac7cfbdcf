import { lazy, Suspense } from 'react';
import { PartBoundary } from '@/components/feedback/part-boundary';
import type { IntentConfirmDialogProps } from './intent-confirm-dialog-body';

export type { IntentConfirmDialogProps } from './intent-confirm-dialog-body';

const Body = lazy(() => import('./intent-confirm-dialog-body').then(({ IntentConfirmDialogBody }) => ({ default: IntentConfirmDialogBody })));

/**
 * A confirmed change of an object, sent as an intent on it (`IntentConfirmDialogBody`). Loaded with the
 * first page that offers one: the dialog and its modal stay out of the start chunk, which the intents'
 * slice and listeners belong to (ADR 0003).
 */
export function IntentConfirmDialog(props: IntentConfirmDialogProps) {
  return (
    <PartBoundary>
      <Suspense fallback={null}>
        <Body {...props} />
      </Suspense>
    </PartBoundary>
  );
}
