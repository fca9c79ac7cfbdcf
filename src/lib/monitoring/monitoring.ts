import type { AppConfig } from '@/config/env';
import type { Analytics } from './analytics';
import { onConsentChange, readConsent, type Consent } from './consent';
import type { ErrorReporter, ErrorReporterOptions } from './error-reporter';
import { consoleSink, reportError, setReportSink } from './report';

/** Reports made before the SDK arrived (or before consent) wait here; later ones beyond it are only logged. */
export const MAX_QUEUED_REPORTS = 50;

export interface MonitoringOptions {
  errorReporting: AppConfig['errorReporting'];
  analytics: AppConfig['analytics'];
  /** The analytics script's global (analytics.ts: DEFAULT_ANALYTICS_GLOBAL). */
  analyticsGlobal?: string;
  /** Tests: a Sentry transport that records envelopes. */
  transport?: ErrorReporterOptions['transport'];
}

export interface Monitoring {
  /** Counts a page view (analytics), now or once the script is ready. */
  pageview: (url: string) => void;
  /** Counts an analytics event (dropped while analytics is off or still loading); scrubbed like everything sent. */
  event: Analytics['event'];
  /** Settles when the error reporter is running (or could not be loaded); tests wait on it. */
  reporterReady: () => Promise<void>;
  /** Settles when the analytics loader has started (or could not be loaded); tests wait on it. */
  analyticsReady: () => Promise<void>;
  stop: () => void;
}

/** Error reporting or analytics is set up for this deployment: only then is the user asked. */
export const monitoringConfigured = (config: Pick<AppConfig, 'errorReporting' | 'analytics'>) =>
  Boolean(config.errorReporting.dsn || config.analytics.scriptUrl);

/**
 * Error reporting and analytics, each on only when configured AND consented to: the Sentry chunk
 * and the analytics script are loaded then, never before; withdrawing consent stops both.
 */
export function startMonitoring(options: MonitoringOptions): Monitoring {
  const { dsn, environment, sampleRate } = options.errorReporting;
  const cleanups: (() => void)[] = [];
  let queue: [unknown, Record<string, unknown> | undefined][] = [];
  let reporter: ErrorReporter | null = null;
  let loading: Promise<void> | null = null;
  let analytics: Analytics | null = null;
  let analyticsLoading: Promise<void> | null = null;
  let lastPage: string | null = null;
  let stopped = false;
  const allowed = () => !stopped && readConsent() === 'granted';

  if (dsn) {
    setReportSink((error, context) => {
      consoleSink(error, context);
      if (reporter) reporter.sink(error, context);
      else if (readConsent() !== 'refused' && queue.length < MAX_QUEUED_REPORTS) queue.push([error, context]);
    });
    // Unexpected errors; route errors and the spec §8 failures call reportError themselves.
    const onError = (event: ErrorEvent) => reportError(event.error ?? new Error(event.message), { area: 'window-error' });
    const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, { area: 'unhandled-rejection' });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    cleanups.push(() => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      setReportSink(consoleSink);
    });
  }

  const startReporter = (url: string) => {
    loading ??= import('./error-reporter').then(
      ({ startErrorReporter }) => {
        if (!allowed() || reporter) return;
        reporter = startErrorReporter({ dsn: url, environment, sampleRate, transport: options.transport });
        const waiting = queue;
        queue = [];
        waiting.forEach(([error, context]) => reporter?.sink(error, context));
      },
      (error: unknown) => {
        // A chunk lost to a new release: reports stay on the console; the next consent change tries again.
        loading = null;
        consoleSink(error, { area: 'error-reporter' });
      },
    );
  };

  // The loader (with the scrubber) is a chunk of its own too: the sign-in page does not carry it.
  const startAnalytics = (scriptUrl: string) => {
    analyticsLoading ??= import('./analytics').then(
      ({ loadAnalytics }) => {
        if (!allowed() || analytics) return;
        analytics = loadAnalytics({ scriptUrl, siteId: options.analytics.siteId, globalName: options.analyticsGlobal });
        if (lastPage) analytics.pageview(lastPage);
      },
      (error: unknown) => {
        analyticsLoading = null;
        consoleSink(error, { area: 'analytics' });
      },
    );
  };

  const apply = (consent: Consent) => {
    if (consent === 'granted') {
      if (dsn) startReporter(dsn);
      if (options.analytics.scriptUrl) startAnalytics(options.analytics.scriptUrl);
      return;
    }
    if (consent === 'refused') queue = [];
    if (reporter) void reporter.close();
    reporter = null;
    loading = null;
    analytics?.stop();
    analytics = null;
    analyticsLoading = null;
  };

  apply(readConsent());
  cleanups.push(onConsentChange(apply));

  return {
    pageview: (url) => {
      lastPage = url;
      analytics?.pageview(url);
    },
    event: (name, props) => analytics?.event(name, props),
    reporterReady: () => loading ?? Promise.resolve(),
    analyticsReady: () => analyticsLoading ?? Promise.resolve(),
    stop: () => {
      stopped = true;
      cleanups.forEach((cleanup) => cleanup());
      apply('unset');
    },
  };
}
