/** The build-time configuration the headers depend on (Vite's `VITE_*` variables). */
export interface DeploymentEnv {
  VITE_API_URL?: string;
  VITE_PUSHER_HOST?: string;
  VITE_PUSHER_CLUSTER?: string;
  VITE_ERROR_REPORTING_DSN?: string;
  VITE_ANALYTICS_SCRIPT_URL?: string;
}

/** The origin of an absolute API URL; a relative one (`/api`) is same-origin, covered by 'self'. */
function apiOrigin(apiUrl = '/api'): string | null {
  return /^https?:\/\//i.test(apiUrl) ? new URL(apiUrl).origin : null;
}

/** pusher-js connects to `wss://<VITE_PUSHER_HOST>`, or to the cluster's host when none is set. */
function pusherOrigin(env: DeploymentEnv): string {
  return `wss://${env.VITE_PUSHER_HOST || `ws-${env.VITE_PUSHER_CLUSTER || 'eu'}.pusher.com`}`;
}

/** The origin of an optional absolute URL (the error reporter's DSN, the analytics script); unset = none. */
function originOf(name: string, value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    return new URL(value.trim()).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL, not ${JSON.stringify(value)}`);
  }
}

export function contentSecurityPolicy(env: DeploymentEnv): string {
  // The error reporter sends to its DSN's host; the analytics script is loaded from, and sends to, its origin.
  const reportingOrigin = originOf('VITE_ERROR_REPORTING_DSN', env.VITE_ERROR_REPORTING_DSN);
  const analyticsOrigin = originOf('VITE_ANALYTICS_SCRIPT_URL', env.VITE_ANALYTICS_SCRIPT_URL);
  const present = (sources: (string | null)[]) => [...new Set(sources.filter((s): s is string => s !== null))];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': present(["'self'", analyticsOrigin]),
    // Mantine writes its CSS variables and responsive style props into <style> tags at run time:
    // see docs/deployment.md for why this is 'unsafe-inline' rather than a nonce.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': present(["'self'", apiOrigin(env.VITE_API_URL), pusherOrigin(env), reportingOrigin, analyticsOrigin]),
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
export function securityHeaders(env: DeploymentEnv): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
