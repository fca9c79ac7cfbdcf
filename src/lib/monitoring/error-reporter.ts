import { captureException, close, getDefaultIntegrations, init, type BrowserOptions } from '@sentry/browser';
import { scrubOutgoing } from './outgoing';
import type { ReportSink } from './report';

export interface ErrorReporterOptions {
  dsn: string;
  environment: string;
  sampleRate: number;
  /** Tests pass a transport that records envelopes instead of sending them. */
  transport?: BrowserOptions['transport'];
}

export interface ErrorReporter {
  sink: ReportSink;
  close: () => Promise<unknown>;
}

/**
 * The Sentry SDK, in its own chunk: loaded only when a DSN is configured and the user consented.
 * Window errors and unhandled rejections reach it through `reportError` (monitoring.ts listens from
 * the start, before this chunk arrives), so Sentry's own global handlers are left out.
 */
export function startErrorReporter({ dsn, environment, sampleRate, transport }: ErrorReporterOptions): ErrorReporter {
  init({
    dsn,
    environment,
    sampleRate,
    // Collect as little as the SDK allows; whatever it still sends passes through the scrubber below:
    // events (message, exception values, request URL and body, extra, contexts, tags, breadcrumbs),
    // breadcrumbs as they are recorded, and spans, logs and metrics should any of them ever be turned on.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    ...(transport && { transport }),
    defaultIntegrations: false,
    integrations: getDefaultIntegrations({}).filter((integration) => integration.name !== 'GlobalHandlers'),
    beforeSend: scrubOutgoing,
    beforeSendSpan: scrubOutgoing,
    beforeSendLog: scrubOutgoing,
    beforeSendMetric: scrubOutgoing,
    beforeBreadcrumb: scrubOutgoing,
  });
  return {
    sink: (error, context) => {
      captureException(error, context && { extra: scrubOutgoing(context) });
    },
    close: () => close(2000),
  };
}
