import type { AppConfig } from '../src/config/runtime-config.ts';

/** What the headers depend on: the deployment's config.json, checked (null: none yet, only 'self'). */
export type HeadersConfig = Pick<AppConfig, 'apiUrl' | 'pusherHost' | 'pusherCluster' | 'errorReporting' | 'analytics'> | null;

/** The origin of an absolute URL; a relative one (`/api`) is same-origin, covered by 'self'. */
function originOf(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? new URL(url).origin : null;
}

/** pusher-js connects to `wss://<pusher.host>`, or to the cluster's host when none is set. */
function pusherOrigin(config: NonNullable<HeadersConfig>): string {
  return `wss://${config.pusherHost || `ws-${config.pusherCluster}.pusher.com`}`;
}

const present = (sources: (string | null)[]) => [...new Set(sources.filter((s): s is string => s !== null))];

export function contentSecurityPolicy(config: HeadersConfig): string {
  // The analytics script (loaded from its own host) and the error reporter's ingestion endpoint
  // are listed only when config.json turns them on.
  const analytics = originOf(config?.analytics.scriptUrl ?? null);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': present(["'self'", analytics]),
    // Mantine writes its CSS variables and responsive style props into <style> tags at run time:
    // see docs/deployment.md for why this is 'unsafe-inline' rather than a nonce.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': config ? present(["'self'", originOf(config.apiUrl), pusherOrigin(config), originOf(config.errorReporting.dsn), analytics]) : ["'self'"],
    // Only the sandbox registers a (same-origin) service worker.
    'worker-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every security header the built app is served with (vite preview, and docs/deployment.md). */
export function securityHeaders(config: HeadersConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
