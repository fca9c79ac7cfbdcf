import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PartBoundary } from '@/components/feedback/part-boundary';
import { DocumentTitle } from './document-title';
import { RouteProgress } from './route-progress';
import { SessionOverlay } from './session-overlay';

// Compiled out of production builds together with the sandbox itself.
const SandboxPanel = __SANDBOX__ ? lazy(() => import('../sandbox/sandbox-panel').then((m) => ({ default: m.SandboxPanel }))) : null;

export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <RouteProgress />
      <SessionOverlay />
      <Outlet />
      {SandboxPanel && (
        <PartBoundary place="floating">
          <Suspense fallback={null}>
            <SandboxPanel />
          </Suspense>
        </PartBoundary>
      )}
    </>
  );
}
