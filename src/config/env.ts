export interface AppConfig {
  apiUrl: string;
  pusherKey: string;
  pusherHost: string;
  pusherCluster: string;
  /**
   * The origin of the payer's page of payment links (the provider's hosted payment page), where
   * `payLinkUrl` builds each link's URL; null in the sandbox when not set: the page's own origin,
   * which serves the sandbox payer page.
   */
  payOrigin: string | null;
  sandbox: boolean;
  /** The error reporter (Sentry); `dsn` null = off. Sent only with the user's consent. */
  errorReporting: { dsn: string | null; environment: string; sampleRate: number };
  /** The analytics script; `scriptUrl` null = off. Loaded only with the user's consent. */
  analytics: { scriptUrl: string | null; siteId: string | null };
}

/**
 * An origin (`https://pay.example`, a trailing slash allowed), nothing more: no credentials, path,
 * query or fragment, so that a link built on it cannot be steered elsewhere. Production takes https
 * only; the sandbox also http (a local payer page).
 */
function readOrigin(name: string, value: string, sandbox: boolean): string {
  const refuse = () => new Error(`Configuration ${name} must be an ${sandbox ? 'http(s)' : 'https'} origin such as https://pay.example, not ${JSON.stringify(value)}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse();
  }
  const schemeAllowed = url.protocol === 'https:' || (sandbox && url.protocol === 'http:');
  if (!schemeAllowed || url.username || url.password || url.pathname !== '/' || url.search || url.hash) throw refuse();
  return url.origin;
}

/** An absolute URL of a script or an ingest endpoint: https in production, http(s) in the sandbox. */
function readUrl(name: string, value: string, sandbox: boolean): URL {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    /* refused below */
  }
  if (!url || !(url.protocol === 'https:' || (sandbox && url.protocol === 'http:'))) {
    throw new Error(`Configuration ${name} must be an ${sandbox ? 'http(s)' : 'https'} URL, not ${JSON.stringify(value)}`);
  }
  return url;
}

/** A Sentry DSN: `https://<public key>@<host>/<project id>`. */
function readDsn(value: string, sandbox: boolean): string {
  const url = readUrl('VITE_ERROR_REPORTING_DSN', value, sandbox);
  if (!url.username || url.password || !/^\/[\w-]+$/.test(url.pathname)) {
    throw new Error(`Configuration VITE_ERROR_REPORTING_DSN must be a DSN such as https://<key>@o1.ingest.sentry.io/<project>`);
  }
  return value;
}

function readSampleRate(value: string): number {
  const rate = value === '' ? 1 : Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`Configuration VITE_ERROR_REPORTING_SAMPLE_RATE must be a number from 0 to 1, not ${JSON.stringify(value)}`);
  return rate;
}

/** Checked by hand rather than with zod: this runs before the first paint of every page. */
export function readConfig(env: Record<string, string | boolean | undefined>, sandbox: boolean): AppConfig {
  const text = (name: string, fallback: string) => {
    const value = env[name] ?? fallback;
    if (typeof value !== 'string') throw new Error(`Configuration ${name} must be text`);
    return value;
  };
  const apiUrl = text('VITE_API_URL', '/api');
  if (!apiUrl) throw new Error('Configuration VITE_API_URL must not be empty');
  const payOrigin = text('VITE_PAY_ORIGIN', '');
  if (!payOrigin && !sandbox) throw new Error('Configuration VITE_PAY_ORIGIN must be set: the https origin of the hosted payment page');
  const dsn = text('VITE_ERROR_REPORTING_DSN', '').trim();
  const scriptUrl = text('VITE_ANALYTICS_SCRIPT_URL', '').trim();
  const siteId = text('VITE_ANALYTICS_SITE_ID', '').trim();
  return {
    apiUrl,
    pusherKey: text('VITE_PUSHER_KEY', ''),
    pusherHost: text('VITE_PUSHER_HOST', ''),
    pusherCluster: text('VITE_PUSHER_CLUSTER', 'eu'),
    payOrigin: payOrigin ? readOrigin('VITE_PAY_ORIGIN', payOrigin, sandbox) : null,
    sandbox,
    errorReporting: {
      dsn: dsn ? readDsn(dsn, sandbox) : null,
      environment: text('VITE_ERROR_REPORTING_ENV', '').trim() || (sandbox ? 'sandbox' : 'production'),
      sampleRate: readSampleRate(text('VITE_ERROR_REPORTING_SAMPLE_RATE', '').trim()),
    },
    analytics: { scriptUrl: scriptUrl ? readUrl('VITE_ANALYTICS_SCRIPT_URL', scriptUrl, sandbox).href : null, siteId: siteId || null },
  };
}

/** Validated runtime configuration, read once from Vite's env. */
export const config: AppConfig = readConfig(import.meta.env, typeof __SANDBOX__ !== 'undefined' && __SANDBOX__);

export const brand = {
  name: 'Paytide',
  supportEmail: 'support@paytide.example',
  privacyUrl: 'https://paytide.example/legal/privacy',
  termsUrl: 'https://paytide.example/legal/terms',
  firstYear: 2025,
} as const;
