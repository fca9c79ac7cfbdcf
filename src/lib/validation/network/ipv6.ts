/**
 * An IPv6 address as its eight 16-bit words (RFC 4291 §2.2 text forms): full, `::`-compressed, and
 * with an IPv4 dotted-quad tail (`::ffff:192.0.2.1`). Zone ids (`fe80::1%eth0`) are refused: they
 * name an interface of one machine and mean nothing in an allow list.
 */
import { formatIpv4, parseIpv4 } from './ipv4';

export const IPV6_BITS = 128;
export type Ipv6Words = readonly number[];

const SYNTAX = /^[0-9A-Fa-f:.]+$/;
const WORD = /^[0-9A-Fa-f]{1,4}$/;

/** The words of one side of `::`; the IPv4 tail is allowed only when this side ends the address. */
function readWords(side: string, endsAddress: boolean): number[] | null {
  if (side === '') return [];
  const pieces = side.split(':');
  const words: number[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (endsAddress && index === pieces.length - 1 && piece.includes('.')) {
      const ipv4 = parseIpv4(piece);
      if (ipv4 === null) return null;
      words.push(ipv4 >>> 16, ipv4 & 0xffff);
    } else if (WORD.test(piece)) {
      words.push(parseInt(piece, 16));
    } else {
      return null;
    }
  }
  return words;
}

/** The eight words, or null when `text` is not an IPv6 address. */
export function parseIpv6(text: string): Ipv6Words | null {
  if (!SYNTAX.test(text)) return null;
  const sides = text.split('::');
  if (sides.length > 2) return null;
  if (sides.length === 1) {
    const words = readWords(text, true);
    return words?.length === 8 ? words : null;
  }
  const head = readWords(sides[0], false);
  const tail = readWords(sides[1], true);
  // `::` stands for one or more zero words, so at most seven are written.
  if (!head || !tail || head.length + tail.length > 7) return null;
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

const isIpv4Mapped = (words: Ipv6Words) => words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff;

/** The IPv4 address an IPv4-mapped address (`::ffff:a.b.c.d`) stands for, or null for any other address. */
export const ipv4OfMapped = (words: Ipv6Words) => (isIpv4Mapped(words) ? ((words[6] << 16) | words[7]) >>> 0 : null);

export const mappedIpv6 = (ipv4: number): Ipv6Words => [0, 0, 0, 0, 0, 0xffff, ipv4 >>> 16, ipv4 & 0xffff];

/**
 * RFC 5952 text: lowercase, no leading zeros, the longest run of two or more zero words (the first
 * of equal runs) as `::`, and IPv4-mapped addresses with their dotted tail (§5).
 */
export function formatIpv6(words: Ipv6Words): string {
  const mapped = ipv4OfMapped(words);
  if (mapped !== null) return `::ffff:${formatIpv4(mapped)}`;
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start++) {
    let end = start;
    while (end < 8 && words[end] === 0) end++;
    if (end - start > bestLength) [bestStart, bestLength] = [start, end - start];
    start = end;
  }
  const hex = words.map((word) => word.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** The first address of the /`prefix` network holding `words` (host bits cleared). */
export function ipv6Network(words: Ipv6Words, prefix: number): Ipv6Words {
  return words.map((word, index) => {
    const bits = Math.min(16, Math.max(0, prefix - index * 16));
    return bits === 0 ? 0 : word & ((0xffff << (16 - bits)) & 0xffff);
  });
}

export const sameWords = (a: Ipv6Words, b: Ipv6Words) => a.every((word, index) => word === b[index]);
