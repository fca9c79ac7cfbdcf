import { lazy, Suspense } from 'react';
import { PartBoundary } from '@/components/feedback/part-boundary';
import { config } from '@/config/env';
import { useConsent } from '@/lib/monitoring/consent';
import { monitoringConfigured } from '@/lib/monitoring/monitoring';

// Its code and texts load only where it is shown.
const ConsentBanner = lazy(() => import('@/components/consent/consent-banner').then((m) => ({ default: m.ConsentBanner })));

/**
 * Asks about error reports and usage statistics where either is configured and no choice was made.
 * Outside the router, so that it shows on every page, the page of a crash included.
 */
export function ConsentPrompt() {
  const consent = useConsent();
  if (consent !== 'unset' || !monitoringConfigured(config)) return null;
  return (
    <PartBoundary place="floating">
      <Suspense fallback={null}>
        <ConsentBanner />
      </Suspense>
    </PartBoundary>
  );
}
