/**
 * Stand-in for `src/lib/validation/network` and `src/lib/validation/language-tag` (built on another
 * branch, same signatures): replaced by re-exports of those once they are on main. Canonical ranges
 * always carry their prefix, with the host bits cleared (`10.0.0.1/8` → `10.0.0.0/8`).
 */

export type CidrParse = { ok: true; canonical: string; version: 4 | 6 } | { ok: false };

const V4_PART = /^(?:0|[1-9]\d{0,2})$/;
const PREFIX = /^(?:0|[1-9]\d{0,2})$/;
const HEX = /^[0-9a-f]{1,4}$/i;

function ipv4Bits(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => V4_PART.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((value, part) => (value << 8n) | BigInt(part), 0n);
}

function ipv6Bits(text: string): bigint | null {
  const halves = text.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  const words = [...head, ...tail];
  if (!words.every((word) => HEX.test(word))) return null;
  if (halves.length === 1 ? words.length !== 8 : words.length > 7) return null;
  const all = halves.length === 1 ? words : [...head, ...Array<string>(8 - words.length).fill('0'), ...tail];
  return all.reduce((value, word) => (value << 16n) | BigInt(parseInt(word, 16)), 0n);
}

function formatIpv6(value: bigint): string {
  const words = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt((7 - i) * 16)) & 0xffffn));
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (words[i] !== 0) { i += 1; continue; }
    let j = i;
    while (j < 8 && words[j] === 0) j += 1;
    if (j - i > best.length && j - i >= 2) best = { start: i, length: j - i };
    i = j;
  }
  const hex = words.map((word) => word.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

export function parseCidr(text: string): CidrParse {
  const parts = text.trim().split('/');
  if (parts.length > 2 || (parts[1] !== undefined && !PREFIX.test(parts[1]))) return { ok: false };
  const v4 = ipv4Bits(parts[0]);
  const v6 = v4 === null ? ipv6Bits(parts[0]) : null;
  if (v4 === null && v6 === null) return { ok: false };
  const bits = v4 !== null ? 32 : 128;
  const prefix = parts[1] === undefined ? bits : Number(parts[1]);
  if (prefix > bits) return { ok: false };
  const hostMask = (1n << BigInt(bits - prefix)) - 1n;
  const network = (v4 ?? v6!) & ~hostMask;
  const address = v4 !== null
    ? [24n, 16n, 8n, 0n].map((shift) => String((network >> shift) & 255n)).join('.')
    : formatIpv6(network);
  return { ok: true, canonical: `${address}/${prefix}`, version: v4 !== null ? 4 : 6 };
}

export function sameRange(a: string, b: string): boolean {
  const first = parseCidr(a);
  const second = parseCidr(b);
  return first.ok && second.ok && first.canonical === second.canonical;
}

const LANGUAGE_TAG = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$/i;

export function canonicalLanguageTag(text: string): string | null {
  const match = LANGUAGE_TAG.exec(text.trim());
  if (!match) return null;
  const [, language, script, region] = match;
  return [
    language.toLowerCase(),
    ...(script ? [script.charAt(0).toUpperCase() + script.slice(1).toLowerCase()] : []),
    ...(region ? [region.toUpperCase()] : []),
  ].join('-');
}
