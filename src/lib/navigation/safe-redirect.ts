const MAX_DECODE_ROUNDS = 5;

const hasControlCharacter = (value: string) => [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
// Browsers read `\` as `/` in a path, so '/\evil.com' means '//evil.com'.
const hasBackslash = (value: string) => value.includes('\\');

/** Every percent-decoding layer of `value` (`%252F` is seen as `%2F` and as `/`), or null if one is malformed. */
function decodedLayers(value: string): string[] | null {
  const layers = [value];
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const last = layers[layers.length - 1];
    let next: string;
    try {
      next = decodeURIComponent(last);
    } catch {
      return null;
    }
    if (next === last) break;
    layers.push(next);
  }
  return layers;
}

/** `/Login/`, `//logout` and the like, matched the way the (case-insensitive) router would. */
function isAuthPath(path: string) {
  const canonical =
    path
      .toLowerCase()
      .replace(/\/{2,}/g, '/')
      .replace(/\/+$/, '') || '/';
  return canonical === '/logout' || canonical === '/login' || canonical.startsWith('/login/');
}

const isUnsafePath = (path: string) => !path.startsWith('/') || path.startsWith('//') || hasControlCharacter(path) || hasBackslash(path) || isAuthPath(path);

/**
 * Accepts a `redirect` parameter only when it is a path on this origin, decided on the normalised,
 * percent-decoded path: no other host (`//`, `\`, dot segments, encoded slashes), no control
 * characters (the URL parser drops tabs and newlines), no sign-in or sign-out page.
 * Returns the normalised path with its query and hash.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || typeof value !== 'string' || !value.startsWith('/') || hasControlCharacter(value)) return fallback;
  if (hasBackslash(value.split(/[?#]/, 1)[0])) return fallback;
  let url: URL;
  try {
    const base = typeof location !== 'undefined' ? location.origin : 'http://localhost';
    url = new URL(value, base);
    if (url.origin !== base) return fallback;
  } catch {
    return fallback;
  }
  const layers = decodedLayers(url.pathname);
  if (!layers || layers.some(isUnsafePath)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
