import type { DataRouter } from 'react-router';
import { config } from '@/config/env';
import { pageviewPath } from '@/lib/monitoring/pageview-path';
import { monitoringConfigured, startMonitoring, type Monitoring } from '@/lib/monitoring/monitoring';

/** Error reporting and analytics of this deployment; null when it configures neither (the sandbox by default). */
export const startAppMonitoring = (): Monitoring | null =>
  monitoringConfigured(config) ? startMonitoring({ errorReporting: config.errorReporting, analytics: config.analytics }) : null;

/** One page view per page the router settles on (a filter changing the query is the same page). */
export function countPageviews(router: DataRouter, monitoring: Monitoring) {
  let last: string | null = null;
  const count = (state: DataRouter['state']) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    const path = pageviewPath(state.location.pathname, state.matches.at(-1)?.params ?? {});
    if (path === last) return;
    last = path;
    monitoring.pageview(`${location.origin}${path}`);
  };
  count(router.state);
  return router.subscribe(count);
}
