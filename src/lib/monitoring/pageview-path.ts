/**
 * The address counted for a page: the route's parameters (ids, one-time tokens) stand as `:name`,
 * and no query string or fragment is sent. The analytics loader (analytics.ts) scrubs the address
 * too before sending it, for what no parameter names (a secret in a not-found address); the scrubber
 * stays out of this module, which the first page loads.
 */
export function pageviewPath(pathname: string, params: Record<string, string | undefined>): string {
  const names = new Map(Object.entries(params).flatMap(([name, value]) => (value && name !== '*' ? [[value, name] as const] : [])));
  return pathname
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        /* keep it as it is */
      }
      const name = names.get(decoded);
      return name ? `:${name}` : segment;
    })
    .join('/');
}
