/**
 * Secrets out of a logged body before the server answers it (docs/api/api-request-log.md, *Masking*):
 * a value under a key that names a secret (`secret`, `password`, `token`, `cvc`, `cvv`, also within a
 * longer key: `client_secret`, `access_token`) becomes "••••"; a card number (13–19 digits, spaces or
 * dashes between) anywhere else keeps its last four digits ("•••• 4242"). A body that is not JSON is
 * masked as text: card numbers, and `key=value` / `"key": "value"` pairs of those keys.
 */
import { MASK } from '@/lib/contract/api-request-log';

const SECRET_KEY = /secret|password|passwd|token|cvc|cvv|pin$/i;
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;

const maskCards = (text: string) =>
  text.replace(CARD_NUMBER, (match) => {
    const digits = match.replace(/\D/g, '');
    return digits.length >= 13 && digits.length <= 19 ? `${MASK} ${digits.slice(-4)}` : match;
  });

function maskValue(value: unknown): unknown {
  if (typeof value === 'string') return maskCards(value);
  if (typeof value === 'number' && Number.isInteger(value) && String(Math.abs(value)).length >= 13) return maskCards(String(value));
  if (Array.isArray(value)) return value.map(maskValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) && inner !== null ? MASK : maskValue(inner)]));
  }
  return value;
}

const PAIR = /(["']?)([A-Za-z_]*(?:secret|password|passwd|token|cvc|cvv)[A-Za-z_]*)\1(\s*[:=]\s*)("[^"]*"|[^\s&,}]+)/gi;

/** The body as the log answers it: JSON stays JSON (same layout), anything else is masked as text. */
export function maskBody(body: string | null): string | null {
  if (body === null) return null;
  try {
    return JSON.stringify(maskValue(JSON.parse(body)));
  } catch {
    return maskCards(body).replace(
      PAIR,
      (_m, quote: string, key: string, sep: string, value: string) => `${quote}${key}${quote}${sep}${value.startsWith('"') ? `"${MASK}"` : MASK}`,
    );
  }
}

/** A path's query may carry a secret too (`?token=…`); card numbers in it are cut like the bodies'. */
export const maskPath = (path: string) => maskCards(path).replace(/([?&][^=&]*(?:secret|password|token|cvc|cvv)[^=&]*=)[^&]*/gi, `$1${MASK}`);
