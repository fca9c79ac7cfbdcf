/**
 * Secrets recognised by their shape in free text: the formats the product makes (see
 * docs/security.md, *What error reports and analytics never carry*) and the values of sensitive
 * fields written out as text (a query string, a form or JSON body quoted in a message).
 */
import { isSensitiveName, isStatusCode } from './sensitive-names';

export const REDACTED = '[redacted]';
export const SECRET = '[secret]';
export const TICKET = '[ticket]';
export const TOKEN = '[token]';

// Not inside a longer word or id.
const START = '(?<![A-Za-z0-9])';
/** Each format and what it becomes, applied in this order. */
const FORMATS: readonly (readonly [RegExp, string])[] = [
  // An authenticator's setup address (`otpauth://totp/…?secret=…`): its label names the user too.
  [/\botpauth(?:-migration)?:\/\/[^\s"'<>]+/gi, SECRET],
  // API keys (`sk_live_` / `sk_test_` and 32 letters or digits; a cut prefix is hidden too).
  [new RegExp(`${START}[sr]k_(?:live|test)_[A-Za-z0-9]+`, 'g'), SECRET],
  // Webhook signing secrets (`whsec_` and 32 base-32 letters or hex digits).
  [new RegExp(`${START}whsec_[A-Za-z0-9]+`, 'g'), SECRET],
  // One-time tickets that reveal a secret (`tkt_` and 32 hex digits): as good as the secret.
  [new RegExp(`${START}tkt_[A-Za-z0-9]+`, 'g'), TICKET],
  // Session (access) tokens (`sbx_…`) and invitation link tokens (`inv-…`).
  [new RegExp(`${START}sbx_[A-Za-z0-9]+`, 'g'), TOKEN],
  [new RegExp(`${START}inv-[0-9a-f]{16,}`, 'gi'), TOKEN],
  // JWT-like: base64url JSON header (`eyJ…`), then one to four more dot-separated parts.
  [/(?<![\w-])eyJ[\w-]+\.[\w-]+(?:\.[\w-]*){0,3}/g, TOKEN],
  // Any other opaque token: 32 or more letters, digits, `-` or `_` in one piece, mixing capitals,
  // small letters and digits (hex ids and UUIDs, in small letters, are kept).
  [/(?<![\w-])(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{32,}(?![\w-])/g, TOKEN],
];

const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/]+=*/gi;

export function hideSecretFormats(text: string): string {
  let out = text.replace(BEARER, (_match, scheme: string) => `${scheme} ${TOKEN}`);
  for (const [pattern, replacement] of FORMATS) out = out.replace(pattern, replacement);
  return out;
}

/** `"name": value` (JSON) or `name: 'value'` (a JavaScript object printed): the value of a sensitive name. */
const JSON_FIELD = /(?<![\w$.-])(["']?)([\w$.-]{1,64})\1(\s*:\s*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\[[^[\]{}]*\]|-?\d[\d.eE+-]*|true|false|null)/g;
/** The same inside a JSON text that was itself put in a JSON string (`{\"password\":\"…\"}`). */
const ESCAPED_JSON_FIELD = /(?<![\w$.-])(\\")([\w$.-]{1,64})\\"(\s*:\s*)(\\"(?:(?!\\")[\s\S])*\\"|\[[^[\]{}]*\]|-?\d[\d.eE+-]*|true|false|null)/g;

const redactedLike = (value: string) => {
  if (value.startsWith('\\"')) return `\\"${REDACTED}\\"`;
  if (value.startsWith('"') || value.startsWith("'")) return `${value[0]}${REDACTED}${value[0]}`;
  return `"${REDACTED}"`;
};

function hideField(match: string, quote: string, name: string, colon: string, value: string) {
  // An unquoted name with an unquoted value is prose ("status code: 403"), not a field.
  if (!quote && !/^["'[]/.test(value)) return match;
  if (!isSensitiveName(name) || isStatusCode(name, Number(value))) return match;
  return `${quote}${name}${quote === '\\"' ? '\\"' : quote}${colon}${redactedLike(value)}`;
}

export const hideTextFields = (text: string) => text.replace(ESCAPED_JSON_FIELD, hideField).replace(JSON_FIELD, hideField);
