import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { PartBoundary } from '@/components/feedback/part-boundary';
import { attachStepUpHost, currentStepUpQuestion, subscribeToStepUp } from './step-up-gate';

const StepUpDialog = lazy(() => import('./step-up-dialog').then(({ StepUpDialog: Dialog }) => ({ default: Dialog })));

/** Answers the server's step-up questions while the signed-in shell is shown; the dialog loads with the first question. */
export function StepUpHost() {
  useEffect(() => attachStepUpHost(), []);
  const question = useSyncExternalStore(subscribeToStepUp, currentStepUpQuestion);
  if (!question) return null;
  return (
    <PartBoundary place="floating">
      <Suspense fallback={null}>
        <StepUpDialog question={question} />
      </Suspense>
    </PartBoundary>
  );
}
