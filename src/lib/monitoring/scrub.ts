import { paths } from '@/config/paths';

/**
 * Scrubbing of anything sent to the error reporter or analytics: a pure function over any value
 * (a Sentry event, a breadcrumb, a report's context). Over-scrubbing is the safe side: a 13-digit
 * number that happens to pass Luhn is hidden too.
 */
export interface ScrubOptions {
  /** Exact values to hide wherever they appear (the current access token). */
  secrets?: readonly (string | null | undefined)[];
}

export const REDACTED = '[redacted]';
const MAX_DEPTH = 24;
const MIN_SECRET_LENGTH = 8;

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Field, header and query parameter names whose value is a secret or card data. */
export function isSensitiveName(name: string): boolean {
  const key = normalise(name);
  return (
    /token|password|passwd|passphrase|secret|authorization|cookie|apikey|privatekey|signature/.test(key) ||
    /^(code|otp|cvc|cvv|cvv2|csc|pan|cardnumber|ccnumber|number)$/.test(key) ||
    /(otp|verification|twofa|2fa|recovery|reset|auth|security|confirmation)code$/.test(key)
  );
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/]+=*/gi;
// Two letters, two check digits, then 11 to 30 letters or digits, in groups of four or not.
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g;
const CARD_CANDIDATE = /\b\d(?:[ -]?\d){12,18}\b/g;
const QUERY_PARAMETER = /([?&;])([^=&#\s"'<>?]+)=([^&#\s"'<>]*)/g;
// The routes whose path carries a one-time token (/reset/:token, /confirm/:token, /set-2fa/:token).
const TOKEN_PREFIXES = Object.values(paths)
  .filter((path) => path.endsWith('/:token'))
  .map((path) => path.slice(0, -':token'.length).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const PATH_TOKEN = new RegExp(`(${TOKEN_PREFIXES.join('|')})[^/?#\\s"'<>]+`, 'g');

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const decodeName = (name: string) => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

function scrubText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join('[token]');
  return out
    .replace(BEARER, (_match, scheme: string) => `${scheme} [token]`)
    .replace(QUERY_PARAMETER, (match, separator: string, name: string) => (isSensitiveName(decodeName(name)) ? `${separator}${name}=${REDACTED}` : match))
    .replace(PATH_TOKEN, '$1[token]')
    .replace(EMAIL, '[email]')
    .replace(IBAN, '[iban]')
    .replace(CARD_CANDIDATE, (match) => {
      const digits = match.replace(/[ -]/g, '');
      return digits.length >= 13 && digits.length <= 19 && luhnValid(digits) ? '[card]' : match;
    });
}

function scrubValue(value: unknown, secrets: readonly string[], seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value, secrets);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[deep]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => scrubValue(item, secrets, seen, depth + 1));
    if (value instanceof Error) {
      const copy = new Error(scrubText(value.message, secrets));
      copy.name = value.name;
      copy.stack = value.stack === undefined ? undefined : scrubText(value.stack, secrets);
      Object.assign(copy, scrubValue({ ...value }, secrets, seen, depth + 1));
      return copy;
    }
    if (value instanceof Date) return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[scrubText(key, secrets)] =
        isSensitiveName(key) && !(typeof inner === 'number' && key === 'code') && inner != null ? REDACTED : scrubValue(inner, secrets, seen, depth + 1);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/**
 * A deep copy of `value` without secrets: values of sensitive fields, bearer tokens, e-mail addresses
 * (`[email]`), Luhn-valid card numbers (`[card]`), IBANs (`[iban]`), sensitive query parameters and the
 * one-time tokens of links in URLs, and any of `options.secrets` (`[token]`).
 */
export function scrub<T>(value: T, options: ScrubOptions = {}): T {
  const secrets = (options.secrets ?? []).filter((secret): secret is string => typeof secret === 'string' && secret.length >= MIN_SECRET_LENGTH);
  return scrubValue(value, secrets, new WeakSet(), 0) as T;
}
