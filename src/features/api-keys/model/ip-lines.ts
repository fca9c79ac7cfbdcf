import { parseCidr, sameRange } from '@/lib/validation/network';

/** One line of the allowed-IP editor: its text as typed, under a key that survives removing lines above it. */
export interface IpLine {
  key: string;
  text: string;
}

/** What one line holds: nothing yet, something that is not a range, or a range (maybe one an earlier line has). */
export type IpLineCheck =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'range'; canonical: string; version: 4 | 6; duplicateOf: number | null };

let next = 0;
export const newIpLine = (text = ''): IpLine => ({ key: `ip-${(next += 1)}`, text });

/** Each line checked with `parseCidr`; a range another line above already has names that line (0-based). */
export function checkIpLines(lines: readonly IpLine[]): IpLineCheck[] {
  const seen: { canonical: string; index: number }[] = [];
  return lines.map((line, index) => {
    if (!line.text.trim()) return { kind: 'empty' };
    const parsed = parseCidr(line.text);
    if (!parsed.ok) return { kind: 'invalid' };
    const earlier = seen.find((other) => sameRange(other.canonical, parsed.canonical));
    if (!earlier) seen.push({ canonical: parsed.canonical, index });
    return { kind: 'range', canonical: parsed.canonical, version: parsed.version, duplicateOf: earlier ? earlier.index : null };
  });
}

/** Every line that is not empty is a range no line above has. */
export const ipLinesValid = (checks: readonly IpLineCheck[]) =>
  checks.every((check) => check.kind === 'empty' || (check.kind === 'range' && check.duplicateOf === null));

/**
 * What is sent: the canonical range of each line that holds one (empty lines are left out), and for each
 * range sent the editor line it came from, so a server pointer `/data/attributes/allowedIps/<n>` lands
 * on the line the user typed it in.
 */
export function rangesToSend(lines: readonly IpLine[]): { ranges: string[]; lineOf: number[] } {
  const ranges: string[] = [];
  const lineOf: number[] = [];
  checkIpLines(lines).forEach((check, index) => {
    if (check.kind !== 'range') return;
    ranges.push(check.canonical);
    lineOf.push(index);
  });
  return { ranges, lineOf };
}
