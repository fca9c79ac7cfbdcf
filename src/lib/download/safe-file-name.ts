/** The name a file gets when its own name leaves nothing usable. */
export const DEFAULT_FILE_NAME = 'download';
/** At most this many UTF-8 bytes: well below the 255 of every common file system, room for a `(1)`. */
export const FILE_NAME_MAX_BYTES = 200;
/** An extension is kept whole when it is this short and plain (`csv`, `xlsx`, `pdf`). */
const EXTENSION = /\.([A-Za-z0-9]{1,10})$/;

/** Control, format (bidi overrides such as U+202E, zero-width, BOM) and line/paragraph separator characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** Characters Windows refuses in a name (path separators are gone by then). */
const FORBIDDEN = /[<>:"|?*]/g;
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** `text` cut to `max` UTF-8 bytes on a character boundary. */
function cutToBytes(text: string, max: number) {
  let out = '';
  let used = 0;
  for (const char of text) {
    used += bytes(char);
    if (used > max) break;
    out += char;
  }
  return out;
}

/**
 * The one rule for the name of a file the product saves or sends as an attachment: the base name
 * only, safe on every file system and impossible to misread.
 *
 * - Unicode NFKC first (full-width `／` and `．` become `/` and `.`), then only the part after the
 *   last `/` or `\` is kept: no directories, no `..`.
 * - Control and invisible format characters are removed (bidi overrides like U+202E that display
 *   `report‮fdp.exe` as "reportexe.pdf", zero-width marks, line breaks); `< > : " | ? *` become `_`;
 *   runs of white space become one space.
 * - Leading dots and spaces are removed (no hidden or `..` names), trailing dots and spaces too;
 *   a Windows device name (`CON`, `nul.txt`, `COM1`) gets a leading `_`.
 * - At most `FILE_NAME_MAX_BYTES` UTF-8 bytes, cut in the stem so that a short plain extension stays.
 * - Nothing left: `fallback` (itself made safe), else `download`.
 */
export function safeFileName(name: string | null | undefined, fallback: string = DEFAULT_FILE_NAME): string {
  const base = (name ?? '').normalize('NFKC').split(/[/\\]/).at(-1) ?? '';
  let clean = base
    .replace(INVISIBLE, '')
    .replace(FORBIDDEN, '_')
    .replace(/\s+/gu, ' ')
    .replace(/^[.\s]+|[.\s]+$/gu, '');
  if (RESERVED.test(clean)) clean = `_${clean}`;
  if (bytes(clean) > FILE_NAME_MAX_BYTES) {
    const extension = EXTENSION.exec(clean)?.[0] ?? '';
    const stem = cutToBytes(clean.slice(0, clean.length - extension.length), FILE_NAME_MAX_BYTES - extension.length).replace(/[.\s]+$/u, '');
    clean = `${stem}${extension}`;
  }
  if (clean) return clean;
  return fallback === DEFAULT_FILE_NAME ? DEFAULT_FILE_NAME : safeFileName(fallback);
}

/**
 * A `Content-Disposition` header for a download saved as `name` (made safe): an ASCII `filename`
 * for old clients (other characters become `_`) and the exact UTF-8 `filename*` (RFC 6266).
 */
export function attachmentDisposition(name: string): string {
  const safe = safeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
