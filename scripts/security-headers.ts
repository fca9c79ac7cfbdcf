/** The build-time configuration the headers depend on (Vite's `VITE_*` variables). */
export interface DeploymentEnv {
  VITE_API_URL?: string;
  VITE_PUSHER_HOST?: string;
  VITE_PUSHER_CLUSTER?: string;
}

/** The origin of an absolute API URL; a relative one (`/api`) is same-origin, covered by 'self'. */
function apiOrigin(apiUrl = '/api'): string | null {
  return /^https?:\/\//i.test(apiUrl) ? new URL(apiUrl).origin : null;
}

/** pusher-js connects to `wss://<VITE_PUSHER_HOST>`, or to the cluster's host when none is set. */
function pusherOrigin(env: DeploymentEnv): string {
  return `wss://${env.VITE_PUSHER_HOST || `ws-${env.VITE_PUSHER_CLUSTER || 'eu'}.pusher.com`}`;
}

export function contentSecurityPolicy(env: DeploymentEnv): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Mantine writes its CSS variables and responsive style props into <style> tags at run time:
    // see docs/deployment.md for why this is 'unsafe-inline' rather than a nonce.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", apiOrigin(env.VITE_API_URL), pusherOrigin(env)].filter((s): s is string => s !== null),
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
