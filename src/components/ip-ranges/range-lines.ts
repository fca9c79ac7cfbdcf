import type { MessageCatalogue } from '@/lib/forms';
import { parseCidr } from '@/lib/validation/network';

/** One line of an allow-list editor as typed: blank, not a range, the same range as an earlier line, or a range. */
export type RangeLine =
  { kind: 'blank' } | { kind: 'invalid' } | { kind: 'duplicate'; canonical: string; sameAs: number } | { kind: 'valid'; canonical: string; version: 4 | 6 };

/**
 * Checks the typed lines the way the server does (`invalid-cidr`; `duplicate-cidr` on the later of two
 * lines naming the same range once canonical): each line's canonical range, or why it is refused.
 */
export function checkRangeLines(lines: readonly string[]): RangeLine[] {
  const firstLine = new Map<string, number>();
  return lines.map((line, index): RangeLine => {
    if (!line.trim()) return { kind: 'blank' };
    const parsed = parseCidr(line);
    if (!parsed.ok) return { kind: 'invalid' };
    const sameAs = firstLine.get(parsed.canonical);
    if (sameAs !== undefined) return { kind: 'duplicate', canonical: parsed.canonical, sameAs };
    firstLine.set(parsed.canonical, index);
    return { kind: 'valid', canonical: parsed.canonical, version: parsed.version };
  });
}

/** The canonical ranges to send: valid lines only (blank ones dropped), in their order. */
export const canonicalRanges = (lines: readonly string[]) => checkRangeLines(lines).flatMap((line) => (line.kind === 'valid' ? [line.canonical] : []));

/** The client's errors for a form's list field at `path` (`ranges.2`), in the words of `t`. Blank lines pass. */
export function rangeLineErrors(path: string, lines: readonly string[], t: (key: string, values?: Record<string, unknown>) => string) {
  const errors: Record<string, string> = {};
  checkRangeLines(lines).forEach((line, index) => {
    if (line.kind === 'invalid') errors[`${path}.${index}`] = t('common:ipRanges.invalid');
    if (line.kind === 'duplicate') errors[`${path}.${index}`] = t('common:ipRanges.duplicateOf', { line: line.sameAs + 1 });
  });
  return errors;
}

/** The server's refusals of a range (pointed at `/data/attributes/<list>/<index>`). */
export const IP_RANGE_CODES: MessageCatalogue = {
  'invalid-cidr': 'common:ipRanges.invalid',
  'duplicate-cidr': 'common:ipRanges.duplicate',
};
