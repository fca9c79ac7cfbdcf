import { paths } from '@/config/paths';
import { CARD, hideCardNumbers, hideIbans, isCardNumber } from './financial-numbers';
import { hideSecretFormats, hideTextFields, REDACTED, TOKEN } from './secret-text';
import { isSensitiveName, isStatusCode } from './sensitive-names';

/**
 * Scrubbing of anything sent to the error reporter or analytics: a pure function over any value
 * (a Sentry event, a breadcrumb, a report's context, an analytics event). Over-scrubbing is the safe
 * side: a 13-digit number that happens to pass Luhn is hidden too. What it removes is listed in
 * docs/security.md, *What error reports and analytics never carry*.
 */
export interface ScrubOptions {
  /** Exact values to hide wherever they appear (the current access token). */
  secrets?: readonly (string | null | undefined)[];
}

export { REDACTED } from './secret-text';
export { isSensitiveName } from './sensitive-names';

const MAX_DEPTH = 24;
const MIN_SECRET_LENGTH = 8;

// Read from the start of a run only: a long run without `@` is then scanned once, not once per character.
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// A query (or path) parameter, or a field of a form body (`code=123456&remember=1`) or of a message (`token=…`).
const QUERY_PARAMETER = /(^|[?&;/\s])([^=&#\s"'<>?/]+)=([^&#\s"'<>?]*)/g;
// Text with percent-encoded characters (a URL): read decoded, so `ann%40shop.example` is an address.
const ENCODED = /(?<![^\s"<>])[^\s"<>]*%[0-9A-Fa-f]{2}[^\s"<>]*/g;
// The routes whose path carries a one-time token (/reset/:token, /confirm/:token, /set-2fa/:token).
const TOKEN_PREFIXES = Object.values(paths)
  .filter((path) => path.endsWith('/:token'))
  .map((path) => path.slice(0, -':token'.length).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const PATH_TOKEN = new RegExp(`(${TOKEN_PREFIXES.join('|')})[^/?#\\s"'<>]+`, 'g');
// Identifiers the Sentry SDK makes for an event (random hex, no user data): kept as they are.
const SDK_ID_NAME = /^(?:event|trace|span|parent_span|replay|profile)_id$/;
const SDK_ID = /^[0-9a-f]{16,32}$/;

const decodeName = (name: string) => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** Each run of percent-encoded bytes decoded on its own, so one malformed `%` spoils nothing else. */
const decodePercent = (text: string) => text.replace(/(?:%[0-9A-Fa-f]{2})+/g, decodeName);
const URL_DELIMITER = /([/?&=#;])/;

/**
 * Text inside text (a decoded URL piece, a query value holding a form) is scrubbed as text, nested
 * at most 4 deep: deeper, it is hidden whole (and a pathological input cannot exhaust the stack).
 */
const MAX_NESTING = 4;
const scrubNested = (text: string, secrets: readonly string[], level: number) => (level >= MAX_NESTING ? REDACTED : scrubText(text, secrets, level + 1));

/**
 * Percent-encoded text (a URL), piece by piece between its delimiters: a piece whose decoded form
 * gives something away (`ann%40shop.example`, `4242%204242…`) is replaced by that form, scrubbed; the
 * others stay encoded. In the query, `+` is a space.
 */
function scrubEncoded(text: string, secrets: readonly string[], level: number): string {
  let inQuery = false;
  return text
    .split(URL_DELIMITER)
    .map((piece, index) => {
      if (index % 2 === 1) {
        inQuery ||= piece === '?';
        return piece;
      }
      const decoded = decodePercent(inQuery ? piece.replace(/\+/g, ' ') : piece);
      const scrubbed = decoded === piece ? piece : scrubNested(decoded, secrets, level);
      return scrubbed === decoded ? piece : scrubbed;
    })
    .join('');
}

function scrubText(text: string, secrets: readonly string[], level = 0): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join(TOKEN);
  return scrubPlain(
    out.replace(ENCODED, (match) => scrubEncoded(match, secrets, level)),
    secrets,
    level,
  );
}

function scrubPlain(text: string, secrets: readonly string[], level: number): string {
  const out = hideSecretFormats(text).replace(QUERY_PARAMETER, (match, separator: string, name: string, value: string) => {
    if (isSensitiveName(decodeName(name))) return `${separator}${name}=${REDACTED}`;
    // `+` is a space in a query (`4242+4242+4242+4242` is a card number); a value may hold a form.
    if (!/[+=]/.test(value)) return match;
    const spaced = value.replace(/\+/g, ' ');
    const scrubbed = scrubNested(spaced, secrets, level);
    return scrubbed === spaced ? match : `${separator}${name}=${scrubbed.replace(/ /g, '+')}`;
  });
  return hideCardNumbers(hideIbans(hideTextFields(out).replace(PATH_TOKEN, `$1${TOKEN}`).replace(EMAIL, '[email]')));
}

function scrubField(name: string, value: unknown, secrets: readonly string[], seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string' && SDK_ID_NAME.test(name) && SDK_ID.test(value)) return value;
  if (value != null && isSensitiveName(name) && !isStatusCode(name, value)) return REDACTED;
  return scrubValue(value, secrets, seen, depth + 1);
}

function scrubValue(value: unknown, secrets: readonly string[], seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value, secrets);
  if (typeof value === 'number') return isCardNumber(value) ? CARD : value;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[deep]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => scrubValue(item, secrets, seen, depth + 1));
    if (value instanceof Error) {
      const copy = new Error(scrubText(value.message, secrets));
      copy.name = scrubText(value.name, secrets);
      copy.stack = value.stack === undefined ? undefined : scrubText(value.stack, secrets);
      Object.assign(copy, scrubValue({ ...value }, secrets, seen, depth + 1));
      return copy;
    }
    if (value instanceof Date) return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[scrubText(key, secrets)] = scrubField(key, inner, secrets, seen, depth);
    return out;
  } finally {
    seen.delete(value);
  }
}

/**
 * A deep copy of `value` without secrets: values of sensitive fields (`[redacted]`), the product's
 * secret formats (`[secret]`, `[ticket]`, `[token]`), bearer and JWT-like tokens, e-mail addresses
 * (`[email]`), Luhn-valid card numbers (`[card]`), IBANs in any case (`[iban]`), sensitive query and
 * form parameters, the one-time tokens of links in URLs, and any of `options.secrets` (`[token]`).
 */
export function scrub<T>(value: T, options: ScrubOptions = {}): T {
  const secrets = (options.secrets ?? []).filter((secret): secret is string => typeof secret === 'string' && secret.length >= MIN_SECRET_LENGTH);
  return scrubValue(value, secrets, new WeakSet(), 0) as T;
}
