/** The path an old hash-style reset link (`/#/reset/TOKEN`, `/#/reset?token=TOKEN`) stands for, or null. */
export function legacyResetPath(hash: string): string | null {
  const match = /^#\/?reset\/([^/?#]+)/.exec(hash) ?? /^#\/?reset\?(?:.*&)?token=([^&#]+)/.exec(hash);
  if (!match) return null;
  let token = match[1];
  try {
    token = decodeURIComponent(token);
  } catch {
    // A malformed escape (`%zz`): pass it on as typed, and the reset page says the link is not valid.
  }
  return `/reset/${encodeURIComponent(token)}`;
}

/** Old hash-style reset links become `/reset/TOKEN`. */
export function rewriteLegacyHashLink(loc: Pick<Location, 'hash'>, replace: (url: string) => void) {
  const path = legacyResetPath(loc.hash);
  if (path) replace(path);
}
