/**
 * A rule's problems: their codes and parameters, the message key of each (messages.en.json holds the English
 * text; the app's translations hold `antifraud:ruleErrors.<key>`), and the "did you mean" suggestion.
 */
import messages from './messages.en.json';
import type { RuleProblem } from './types';

/**
 * Each code and its params:
 * - `empty` {} — nothing but spaces.
 * - `too-long` {max, length} — over 2,000 characters; `[max, length)`.
 * - `bidi` {char: 'U+202E'} — a bidirectional control character, the first one.
 * - `syntax` {found} — the token found where it does not fit, or `'end'` when the rule stops too early.
 * - `unbalanced` {bracket: '(' | ')'} — an unclosed `(` (the innermost) or a `)` closing nothing.
 * - `nesting` {max} — brackets nested deeper than `max`.
 * - `unknown-attribute` {name, suggestion?} — `:name:` as written; the suggestion is the closest attribute.
 * - `unknown-list` {name, suggestion?} — `@alias` as written; the suggestion is the closest list.
 * - `list-kind` {list, kind, attribute} — the list holds `kind`, which does not fit `attribute`.
 * - `type` {attribute, expected: 'number' | 'money' | 'text' | 'decimal'} — the literal is of another type.
 * - `currency` {currency} — not an ISO 4217 code with a minor unit (upper case).
 * - `decimals` {currency, max} — more decimals than the currency has.
 * - `operator` {operator, attribute} — `<`, `<=`, `>`, `>=` on a text attribute.
 * - `value` {attribute, value} — a literal the attribute can never have (risk score 150, country 'ZZ').
 */
export const ruleProblemCodes = [
  'empty',
  'too-long',
  'bidi',
  'syntax',
  'unbalanced',
  'nesting',
  'unknown-attribute',
  'unknown-list',
  'list-kind',
  'type',
  'currency',
  'decimals',
  'operator',
  'value',
] as const;
export type RuleProblemCode = (typeof ruleProblemCodes)[number];

export const problem = (code: RuleProblemCode, from: number, to: number, params: RuleProblem['params'] = {}): RuleProblem => ({ from, to, code, params });

/**
 * The message's key for `problem`, as i18next's context suffix: `type_money` (by `expected`), `syntax_end`
 * (the rule stops too early), `unknown-attribute_suggestion` and `unknown-list_suggestion` (a suggestion is
 * given); otherwise the code itself.
 */
export function problemMessageKey(problem: RuleProblem): string {
  const { code, params } = problem;
  if (code === 'type' && typeof params.expected === 'string') return `type_${params.expected}`;
  if (code === 'syntax' && params.found === 'end') return 'syntax_end';
  if ((code === 'unknown-attribute' || code === 'unknown-list') && params.suggestion !== undefined) return `${code}_suggestion`;
  return code;
}

/** Fills `{{param}}` in `template` (a missing param stays as written). */
export const interpolate = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));

/** The problem in English (messages.en.json): for the sandbox's API errors and for logs. */
export function formatRuleProblem(problem: RuleProblem): string {
  const table: Record<string, string> = messages;
  const template = table[problemMessageKey(problem)] ?? table[problem.code] ?? problem.code;
  return interpolate(template, problem.params);
}

/** Levenshtein distance, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/** The closest of `candidates` to `name` (case-insensitively) within an edit distance of 2, the first of equals. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = name.toLowerCase();
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.toLowerCase(), 2);
    if (distance <= 2 && (best === undefined || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}
