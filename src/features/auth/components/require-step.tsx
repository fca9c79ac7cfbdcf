import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '@/app/store/hooks';
import { selectSignInStep, type SignInStep, type StepKind } from '../sign-in-slice';

/**
 * The 2fa, identity, password-change and forced-setup pages refuse direct entry:
 * they need the step the login answer opened, reached by navigation (not typed or reloaded).
 */
export function RequireStep({ kind, children }: { kind: StepKind; children: (step: SignInStep) => React.ReactNode }) {
  const step = useAppSelector(selectSignInStep);
  const location = useLocation();
  const fromFlow = (location.state as { from?: string } | null)?.from;
  if (!step || step.kind !== kind || !fromFlow) return <Navigate to="/login" replace />;
  return <>{children(step)}</>;
}
