/**
 * The deployment's configuration, `/config.json`: one build serves every environment, each with its
 * own file (docs/deployment.md). Pure and dependency-free: the page checks it before its first paint,
 * and scripts/security-headers.ts builds the Content-Security-Policy from it in Node.
 */
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
  errorReporting: { dsn: string | null; environment: string; sampleRate: number };
  analytics: { scriptUrl: string | null; siteId: string | null };
  sandbox: boolean;
}

/** `config.json` as a deployment writes it. */
export interface RuntimeConfigJson {
  apiUrl: string;
  pusher: { key: string; host: string; cluster: string };
  payOrigin: string | null;
  errorReporting: { dsn: string | null; environment: string; sampleRate: number };
  analytics: { scriptUrl: string | null; siteId: string | null };
}

export type ConfigCheck = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

/** What a wrong value is, briefly: the page lists it as text, and a file may hold anything. */
const wrong = (value: unknown) => {
  if (value === undefined) return 'missing';
  const json = JSON.stringify(value);
  return `${json.length > 80 ? `${json.slice(0, 77)}…` : json} is not accepted`;
};
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Checked by hand rather than with zod: this runs before the first paint of every page. Every
 * problem is listed, each naming its field, so that an operator fixes the file in one go.
 * Production takes https only; the sandbox also http (a local payer page or backend).
 */
export function parseRuntimeConfig(json: unknown, sandbox: boolean): ConfigCheck {
  const problems: string[] = [];
  const web = sandbox ? 'an http(s)' : 'an https';
  const webScheme = (url: URL) => url.protocol === 'https:' || (sandbox && url.protocol === 'http:');

  /** Reads `object[key]`, noting a problem (and answering undefined) when `accept` refuses it. */
  const field = <T>(
    object: Record<string, unknown> | null,
    path: string,
    key: string,
    accept: (value: unknown) => T | undefined,
    expected: string,
  ): T | undefined => {
    if (!object) return undefined; // its section's problem is listed already
    const value = object[key];
    const read = accept(value);
    if (read === undefined) problems.push(`${path}${key}: ${wrong(value)}; must be ${expected}`);
    return read;
  };
  const unknownKeys = (object: Record<string, unknown>, keys: string[], path: string) => {
    for (const key of Object.keys(object)) if (!keys.includes(key)) problems.push(`${path}${key}: is not a configuration field`);
  };
  const section = (object: Record<string, unknown>, key: string, keys: string[]): Record<string, unknown> | null => {
    const value = object[key];
    if (isRecord(value)) {
      unknownKeys(value, keys, `${key}.`);
      return value;
    }
    problems.push(`${key}: ${wrong(value)}; must be an object with ${keys.join(', ')}`);
    return null;
  };

  const text = (pattern: RegExp) => (value: unknown) => (typeof value === 'string' && pattern.test(value) ? value : undefined);
  const nullable =
    <T>(accept: (value: unknown) => T | undefined) =>
    (value: unknown) =>
      value === null ? null : accept(value);
  const apiUrl = (value: unknown) => {
    if (typeof value !== 'string') return undefined;
    // A same-origin path, proxied by the web server; `//host` would be another origin.
    if (/^\/(?![/\\])/.test(value)) return value;
    const url = parseUrl(value);
    return url && webScheme(url) && !url.username && !url.password && !url.search && !url.hash ? value : undefined;
  };
  // An origin and nothing more: no credentials, path, query or fragment, so that a link built on it cannot be steered elsewhere.
  const origin = (value: unknown) => {
    const url = typeof value === 'string' ? parseUrl(value) : null;
    return url && webScheme(url) && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash ? url.origin : undefined;
  };
  // A Sentry-style DSN carries its public key as the user name: `https://<key>@<host>/<project>`.
  const dsn = (value: unknown) => {
    const url = typeof value === 'string' ? parseUrl(value) : null;
    return url && webScheme(url) && !url.password ? (value as string) : undefined;
  };
  const httpsUrl = (value: unknown) => {
    const url = typeof value === 'string' ? parseUrl(value) : null;
    return url && url.protocol === 'https:' && !url.username && !url.password ? (value as string) : undefined;
  };
  const rate = (value: unknown) => (typeof value === 'number' && value >= 0 && value <= 1 ? value : undefined);

  if (!isRecord(json))
    return { ok: false, problems: [`config.json: ${wrong(json)}; must be a JSON object with apiUrl, pusher, payOrigin, errorReporting and analytics`] };
  unknownKeys(json, ['apiUrl', 'pusher', 'payOrigin', 'errorReporting', 'analytics'], '');

  const api = field(
    json,
    '',
    'apiUrl',
    apiUrl,
    `a same-origin path such as "/api" or ${web} URL such as "https://api.paytide.example" (no credentials, query or fragment)`,
  );
  const pusher = section(json, 'pusher', ['key', 'host', 'cluster']);
  const key = field(pusher, 'pusher.', 'key', text(/^\S+$/), 'the Pusher application key (text without spaces)');
  const host = field(
    pusher,
    'pusher.',
    'host',
    text(/^([a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?)?$/i),
    'the WebSocket host without scheme, such as "ws.paytide.example", or "" for Pusher\'s cloud',
  );
  const cluster = field(pusher, 'pusher.', 'cluster', text(/^[a-z0-9-]+$/i), 'the Pusher cluster, such as "eu"');
  const payOrigin = field(
    json,
    '',
    'payOrigin',
    sandbox ? nullable(origin) : origin,
    `${web} origin such as "https://pay.paytide.example" (no path, query or fragment)${sandbox ? ", or null for the page's own" : ''}`,
  );
  const reporting = section(json, 'errorReporting', ['dsn', 'environment', 'sampleRate']);
  const reportingDsn = field(reporting, 'errorReporting.', 'dsn', nullable(dsn), `null (off) or the error reporter's DSN, ${web} URL`);
  const environment = field(reporting, 'errorReporting.', 'environment', text(/^\S+$/), 'the environment name reports carry, such as "production"');
  const sampleRate = field(reporting, 'errorReporting.', 'sampleRate', rate, 'a number from 0 to 1');
  const analytics = section(json, 'analytics', ['scriptUrl', 'siteId']);
  const scriptUrl = field(analytics, 'analytics.', 'scriptUrl', nullable(httpsUrl), 'null (off) or the https URL of the analytics script');
  const siteId = field(analytics, 'analytics.', 'siteId', nullable(text(/\S/)), 'null or the site id the analytics script is given');

  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    config: {
      apiUrl: api!,
      pusherKey: key!,
      pusherHost: host!,
      pusherCluster: cluster!,
      payOrigin: payOrigin!,
      errorReporting: { dsn: reportingDsn!, environment: environment!, sampleRate: sampleRate! },
      analytics: { scriptUrl: scriptUrl!, siteId: siteId! },
      sandbox,
    },
  };
}
