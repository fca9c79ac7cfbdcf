/**
 * Accepts a `redirect` parameter only when it is a path on this origin.
 * Rejects absolute URLs, protocol-relative '//host', backslash tricks, javascript: and auth pages.
 */
const hasControlCharacter = (value: string) => [...value].some((char) => char.charCodeAt(0) < 0x20);

export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || hasControlCharacter(value)) return fallback;
  try {
    const base = typeof location !== 'undefined' ? location.origin : 'http://localhost';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    if (url.pathname === '/login' || url.pathname.startsWith('/login/') || url.pathname === '/logout') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
