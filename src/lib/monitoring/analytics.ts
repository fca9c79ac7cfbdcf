import { scrubOutgoing } from './outgoing';
import { reportError } from './report';

/** Spec §9: the loader waits up to 5000 ms for the analytics script, looking every 100 ms. */
export const ANALYTICS_WAIT_MS = 5000;
export const ANALYTICS_POLL_MS = 100;
/**
 * The global the script defines when it is ready. The default fits Plausible's manual script
 * (`script.manual.js`: page views only when the app calls `plausible('pageview', {u})`, so each
 * route change is counted once, with ids and tokens left out of the address).
 */
export const DEFAULT_ANALYTICS_GLOBAL = 'plausible';

/** Event properties: short texts and numbers (Plausible's custom properties). */
export type AnalyticsProps = Readonly<Record<string, string | number | boolean>>;

type TrackOptions = { u?: string; props?: AnalyticsProps };
type Track = (event: string, options?: TrackOptions) => void;

export interface AnalyticsOptions {
  scriptUrl: string;
  /** Sent as the script's `data-domain` (Plausible's site id). */
  siteId: string | null;
  globalName?: string;
}

export interface Analytics {
  /** Counts a page view at this address (sent once the script is ready; only the latest waits). */
  pageview: (url: string) => void;
  /** Counts an event with its properties (only once the script is ready: none waits). */
  event: (name: string, props?: AnalyticsProps) => void;
  /** Stops waiting and sending (consent withdrawn). */
  stop: () => void;
}

/**
 * Adds the analytics script (async, never blocking rendering; an external file, as the CSP's
 * `script-src` allows no inline script) and waits for its global without ever throwing: after
 * 5000 ms it gives up silently (reported once) and counts nothing.
 */
export function loadAnalytics({ scriptUrl, siteId, globalName = DEFAULT_ANALYTICS_GLOBAL }: AnalyticsOptions): Analytics {
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptUrl;
  if (siteId) script.dataset.domain = siteId;
  document.head.append(script);

  let track: Track | null = null;
  let pending: string | null = null;
  let stopped = false;
  let waited = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Everything handed to the script is scrubbed: the address, the event's name and its properties.
  const send = (event: string, options: TrackOptions) => {
    try {
      track?.(scrubOutgoing(event), scrubOutgoing(options));
    } catch {
      /* a broken analytics script must not break a navigation */
    }
  };

  const poll = () => {
    const candidate = (window as unknown as Record<string, unknown>)[globalName];
    if (typeof candidate === 'function') {
      track = candidate as Track;
      if (pending) send('pageview', { u: pending });
      pending = null;
      return;
    }
    waited += ANALYTICS_POLL_MS;
    if (waited >= ANALYTICS_WAIT_MS) {
      pending = null;
      reportError(new Error(`Analytics script did not define window.${globalName} within ${ANALYTICS_WAIT_MS} ms`), { area: 'analytics', scriptUrl });
      return;
    }
    timer = setTimeout(poll, ANALYTICS_POLL_MS);
  };
  timer = setTimeout(poll, ANALYTICS_POLL_MS);

  return {
    pageview: (url) => {
      if (stopped) return;
      if (track) send('pageview', { u: url });
      else pending = url;
    },
    event: (name, props) => {
      if (!stopped && track) send(name, props ? { props } : {});
    },
    stop: () => {
      stopped = true;
      track = null;
      pending = null;
      clearTimeout(timer);
      script.remove();
    },
  };
}
