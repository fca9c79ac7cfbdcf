/**
 * CIDR ranges for allow lists (API keys' and projects' allowed IPs), shared by the sandbox and the screens.
 *
 * - `parseCidr` trims surrounding whitespace and reads `address[/prefix]`; a single address is a /32
 *   (IPv4) or /128 (IPv6). The prefix is 0–32 or 0–128 in decimal without leading zeros.
 * - Host bits set (`192.0.2.7/24`) are accepted and canonicalised to the network address
 *   (`192.0.2.0/24`): the range a person meant is unambiguous, and the canonical form is what is stored
 *   and compared, so the screen should show it back.
 * - Canonical text always carries the prefix (`192.0.2.1/32`), IPv6 per RFC 5952 (lowercase,
 *   compressed, IPv4-mapped addresses with a dotted tail: `::ffff:192.0.2.0/120`).
 * - IPv4 and IPv6 meet only through IPv4-mapped addresses (`::ffff:0:0/96`), which is how a
 *   dual-stack server sees an IPv4 client: `cidrContains` finds an IPv4 address in an IPv6 range only
 *   when that range lies within ::ffff:0:0/96 (so `::/0` does not admit IPv4 clients), and an
 *   IPv4-mapped address in an IPv4 range when its IPv4 address is there. `sameRange` compares the
 *   canonical text, so `192.0.2.0/24` and `::ffff:192.0.2.0/120` are different entries.
 */
import { IPV4_BITS, formatIpv4, ipv4Network, parseIpv4 } from './ipv4';
import { IPV6_BITS, type Ipv6Words, formatIpv6, ipv4OfMapped, ipv6Network, mappedIpv6, parseIpv6, sameWords } from './ipv6';

export type CidrParse = { ok: true; canonical: string; version: 4 | 6 } | { ok: false };

type Range = { version: 4; network: number; prefix: number } | { version: 6; network: Ipv6Words; prefix: number };

const PREFIX = /^(?:0|[1-9]\d{0,2})$/;
/** Where IPv4-mapped addresses start (::ffff:0:0/96). */
const MAPPED_PREFIX = 96;

function readRange(text: unknown): Range | null {
  if (typeof text !== 'string') return null;
  const parts = text.trim().split('/');
  if (parts.length > 2) return null;
  const [address, prefixText] = parts;
  if (prefixText !== undefined && !PREFIX.test(prefixText)) return null;
  const ipv4 = parseIpv4(address);
  if (ipv4 !== null) {
    const prefix = prefixText === undefined ? IPV4_BITS : Number(prefixText);
    return prefix > IPV4_BITS ? null : { version: 4, network: ipv4Network(ipv4, prefix), prefix };
  }
  const ipv6 = parseIpv6(address);
  if (ipv6 === null) return null;
  const prefix = prefixText === undefined ? IPV6_BITS : Number(prefixText);
  return prefix > IPV6_BITS ? null : { version: 6, network: ipv6Network(ipv6, prefix), prefix };
}

const canonicalText = (range: Range) => `${range.version === 4 ? formatIpv4(range.network) : formatIpv6(range.network)}/${range.prefix}`;

/** The range's canonical text and IP version, or `{ok: false}` when `text` is not an address or CIDR range. */
export function parseCidr(text: string): CidrParse {
  const range = readRange(text);
  return range ? { ok: true, canonical: canonicalText(range), version: range.version } : { ok: false };
}

/** Whether the address `ip` (no prefix) lies in `range`; false when either does not parse. */
export function cidrContains(range: string, ip: string): boolean {
  const outer = readRange(range);
  if (!outer || typeof ip !== 'string' || ip.includes('/')) return false;
  const address = readRange(ip);
  if (!address) return false;
  if (outer.version === 4) {
    const ipv4 = address.version === 4 ? address.network : ipv4OfMapped(address.network);
    return ipv4 !== null && ipv4Network(ipv4, outer.prefix) === outer.network;
  }
  if (address.version === 4 && outer.prefix < MAPPED_PREFIX) return false;
  const words = address.version === 4 ? mappedIpv6(address.network) : address.network;
  return sameWords(ipv6Network(words, outer.prefix), outer.network);
}

/** Whether `a` and `b` are the same range once canonical (`10.0.0.1/8` is `10.0.0.0/8`); false if either does not parse. */
export function sameRange(a: string, b: string): boolean {
  const first = parseCidr(a);
  const second = parseCidr(b);
  return first.ok && second.ok && first.canonical === second.canonical;
}
