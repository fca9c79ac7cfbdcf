// @vitest-environment node
import { compileRule, formatRuleProblem, problemMessageKey, ruleProblemCodes, type RuleProblem } from '.';
import messages from './messages.en.json';
import { listRefs } from './test-helpers';

/** One rule (or text) for each code, and the message key it should use. */
const samples: [string, string][] = [
  ['', 'empty'],
  ['x'.repeat(2001), 'too-long'],
  ["'\u202E'", 'bidi'],
  [':risk_score: > 5 5', 'syntax'],
  [':risk_score: >', 'syntax_end'],
  ['(:risk_score: > 5', 'unbalanced'],
  [`${'('.repeat(40)}:risk_score: > 5${')'.repeat(40)}`, 'nesting'],
  [':risc_score: > 5', 'unknown-attribute_suggestion'],
  [':qwerty: > 5', 'unknown-attribute'],
  [':email: in @blocked_email', 'unknown-list_suggestion'],
  [':email: in @qwerty', 'unknown-list'],
  [':email: in @blocked_ips', 'list-kind'],
  [':risk_score: > EUR 5', 'type_number'],
  [':amount: > 5', 'type_money'],
  [':email: = 5', 'type_text'],
  [":amount_in_eur: > 'x'", 'type_decimal'],
  [':amount: > ABC 5', 'currency'],
  [':amount: > JPY 5.5', 'decimals'],
  [":email: > 'a@b.co'", 'operator'],
  [':risk_score: > 101', 'value'],
];

describe('rule problem messages', () => {
  it.each(samples)('%j has the message %s, every param filled', (source, key) => {
    const result = compileRule(source, listRefs);
    expect(result.ok).toBe(false);
    const [problem] = result.ok ? [] : result.problems;
    expect(problemMessageKey(problem)).toBe(key);
    const template = (messages as Record<string, string>)[key];
    expect(template).toBeDefined();
    for (const [, name] of template.matchAll(/\{\{(\w+)\}\}/g)) expect(problem.params, `${key} uses {{${name}}}`).toHaveProperty([name]);
    expect(formatRuleProblem(problem)).not.toMatch(/\{\{/);
  });

  it('covers every code', () => {
    const codes = new Set(samples.map(([source]) => (compileRule(source, listRefs) as { problems: RuleProblem[] }).problems[0].code));
    expect([...codes].sort()).toEqual([...ruleProblemCodes].sort());
    for (const code of ruleProblemCodes) expect(messages, code).toHaveProperty([code]);
  });

  it('says it in English', () => {
    const result = compileRule(':amout: > EUR 5', listRefs);
    expect(result.ok ? '' : formatRuleProblem(result.problems[0])).toBe('There is no attribute :amout:. Did you mean :amount:?');
  });
});
