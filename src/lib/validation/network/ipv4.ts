/** An IPv4 address as a 32-bit unsigned integer: dotted quad, four decimal parts 0–255 without leading zeros. */

/** `0`, or 1–3 digits not starting with 0: `010` is refused (some parsers read it as octal 8). */
const PART = /^(?:0|[1-9]\d{0,2})$/;

export const IPV4_BITS = 32;

/** The address as an unsigned 32-bit number, or null when `text` is not exactly a dotted quad. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!PART.test(part)) return null;
    const byte = Number(part);
    if (byte > 255) return null;
    value = value * 256 + byte;
  }
  return value;
}

export const formatIpv4 = (value: number) => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');

/** The first address of the /`prefix` network holding `value` (host bits cleared). */
export const ipv4Network = (value: number, prefix: number) => (prefix === 0 ? 0 : (value & (0xffffffff << (IPV4_BITS - prefix))) >>> 0);
