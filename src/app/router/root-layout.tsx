import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { config } from '@/config/env';
import { useConsent } from '@/lib/monitoring/consent';
import { monitoringConfigured } from '@/lib/monitoring/monitoring';
import { DocumentTitle } from './document-title';
import { RouteProgress } from './route-progress';
import { SessionOverlay } from './session-overlay';

// Compiled out of production builds together with the sandbox itself.
const SandboxPanel = __SANDBOX__ ? lazy(() => import('../sandbox/sandbox-panel').then((m) => ({ default: m.SandboxPanel }))) : null;

// Asked only where error reporting or analytics is configured; its code and texts load with it.
const ConsentBanner = lazy(() => import('@/components/consent/consent-banner').then((m) => ({ default: m.ConsentBanner })));

export function RootLayout() {
  const consent = useConsent();
  return (
    <>
      <DocumentTitle />
      <RouteProgress />
      <SessionOverlay />
      <Outlet />
      {consent === 'unset' && monitoringConfigured(config) && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
      {SandboxPanel && (
        <Suspense fallback={null}>
          <SandboxPanel />
        </Suspense>
      )}
    </>
  );
}
