import { captureException, close, getDefaultIntegrations, init, type BrowserOptions } from '@sentry/browser';
import { getAccessToken } from '@/lib/http';
import type { ReportSink } from './report';
import { scrub } from './scrub';

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

// The access token is hidden by value too, wherever it appears (an error message quoting a header).
const scrubbed = <T>(value: T): T => scrub(value, { secrets: [getAccessToken()] });

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
    // Collect as little as the SDK allows; what it still sends passes through the scrubber below.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    ...(transport && { transport }),
    defaultIntegrations: false,
    integrations: getDefaultIntegrations({}).filter((integration) => integration.name !== 'GlobalHandlers'),
    beforeSend: (event) => scrubbed(event),
    beforeBreadcrumb: (breadcrumb) => scrubbed(breadcrumb),
  });
  return {
    sink: (error, context) => {
      captureException(error, context && { extra: scrubbed(context) });
    },
    close: () => close(2000),
  };
}
