import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
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
        <Suspense fallback={null}>
          <SandboxPanel />
        </Suspense>
      )}
    </>
  );
}
