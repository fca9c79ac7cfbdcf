import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '@/lib/store';
import { selectSignInStep, type SignInStep, type StepKind } from '../sign-in-slice';
import { readStepToken } from '../step-token';

/**
 * The 2fa, identity, password-change and forced-setup pages refuse direct entry:
 * they need the step the login answer opened (and its token in memory), reached by navigation
 * (not typed or reloaded).
 */
export function RequireStep({ kind, children }: { kind: StepKind; children: (step: SignInStep, token: string) => React.ReactNode }) {
  const step = useAppSelector(selectSignInStep);
  const location = useLocation();
  const fromFlow = (location.state as { from?: string } | null)?.from;
  const token = readStepToken();
  if (!step || step.kind !== kind || !fromFlow || !token) return <Navigate to="/login" replace />;
  return <>{children(step, token)}</>;
}
