/** Old hash-style reset links (`/#/reset/TOKEN`, `/#/reset?token=TOKEN`) become `/reset/TOKEN`. */
export function rewriteLegacyHashLink(loc: Pick<Location, 'hash'>, replace: (url: string) => void) {
  const match = /^#\/?reset\/([^/?#]+)/.exec(loc.hash) ?? /^#\/?reset\?(?:.*&)?token=([^&#]+)/.exec(loc.hash);
  if (match) replace(`/reset/${encodeURIComponent(decodeURIComponent(match[1]))}`);
}
