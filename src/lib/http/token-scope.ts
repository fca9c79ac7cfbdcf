import { config } from '@/config/env';

const page = () => globalThis.location?.href ?? 'http://localhost/';

/**
 * True when a request to `url` goes to the API's own origin, the only one that may receive the
 * bearer token (and cookies): `url` is resolved against the API base (`apiUrl` in config.json,
 * such as `/api`, itself resolved against the page), so a relative path always qualifies, and an absolute or
 * protocol-relative URL only when its scheme, host and port are the API's. A URL that cannot be
 * parsed does not.
 */
export function isApiOrigin(url: string, apiUrl: string = config.apiUrl, pageUrl: string = page()): boolean {
  try {
    const api = new URL(apiUrl, pageUrl);
    const base = api.href.endsWith('/') ? api.href : `${api.href}/`;
    const target = new URL(url, base);
    return target.origin !== 'null' && target.origin === api.origin;
  } catch {
    return false;
  }
}
