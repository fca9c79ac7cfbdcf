// @vitest-environment node
import { decide, type EngineRule, type RuleAction, type RuleMode } from '.';
import { baseFacts, compiled, lookup } from './test-helpers';

const MATCH = ':risk_score: = 40';
const MISS = ':risk_score: > 90';

const rule = (id: string, action: RuleAction, position: number, source = MATCH, mode: RuleMode = 'enabled'): EngineRule => ({
  id,
  action,
  mode,
  position,
  rule: compiled(source),
});

describe('decide', () => {
  it('decides nothing when no rule matches', () => {
    expect(decide([rule('a', 'block', 1, MISS)], baseFacts, lookup)).toEqual({ action: null, ruleId: null, trace: [], shadowMatches: [] });
    expect(decide([], baseFacts, lookup)).toEqual({ action: null, ruleId: null, trace: [], shadowMatches: [] });
  });

  it('runs the stages allow, block, review, request-3ds, whatever the positions', () => {
    const all = [rule('3ds', 'request-3ds', 0), rule('review', 'review', 1), rule('block', 'block', 2), rule('allow', 'allow', 3)];
    expect(decide(all, baseFacts, lookup)).toMatchObject({ action: 'allow', ruleId: 'allow' });
    expect(decide(all.slice(0, 3), baseFacts, lookup)).toMatchObject({ action: 'block', ruleId: 'block' });
    expect(decide(all.slice(0, 2), baseFacts, lookup)).toMatchObject({ action: 'review', ruleId: 'review' });
    expect(decide(all.slice(0, 1), baseFacts, lookup)).toMatchObject({ action: 'request-3ds', ruleId: '3ds' });
    // Given in any order.
    expect(decide([...all].reverse(), baseFacts, lookup)).toMatchObject({ action: 'allow', ruleId: 'allow' });
  });

  it('takes the first match within a stage by position, then by id', () => {
    const rules = [rule('late', 'block', 9), rule('miss', 'block', 1, MISS), rule('early', 'block', 5), rule('b-tie', 'review', 2), rule('a-tie', 'review', 2)];
    expect(decide(rules, baseFacts, lookup).ruleId).toBe('early');
    expect(decide(rules.slice(3), baseFacts, lookup).ruleId).toBe('a-tie');
    expect(decide([...rules.slice(3)].reverse(), baseFacts, lookup).ruleId).toBe('a-tie');
  });

  it('returns the deciding rule trace', () => {
    const decision = decide([rule('a', 'review', 1, `${MISS} or ${MATCH}`)], baseFacts, lookup);
    expect(decision.trace.map((entry) => [entry.text, entry.holds])).toEqual([
      [MISS, false],
      [MATCH, true],
    ]);
  });

  it('skips disabled rules without evaluating them', () => {
    const evaluate = vi.fn(() => ({ matched: true, trace: [] }));
    const disabled: EngineRule = { id: 'off', action: 'allow', mode: 'disabled', position: 0, rule: { ...compiled(MATCH), evaluate } };
    expect(decide([disabled, rule('block', 'block', 1)], baseFacts, lookup)).toMatchObject({ action: 'block', ruleId: 'block', shadowMatches: [] });
    expect(evaluate).not.toHaveBeenCalled();
  });

  it('evaluates every shadow rule, even after the decision, and never lets one decide', () => {
    const rules = [
      rule('shadow-allow', 'allow', 0, MATCH, 'shadow'),
      rule('block', 'block', 5),
      rule('shadow-miss', 'block', 1, MISS, 'shadow'),
      rule('shadow-3ds', 'request-3ds', 0, MATCH, 'shadow'),
      rule('shadow-review', 'review', 0, MATCH, 'shadow'),
    ];
    expect(decide(rules, baseFacts, lookup)).toMatchObject({
      action: 'block',
      ruleId: 'block',
      shadowMatches: ['shadow-allow', 'shadow-review', 'shadow-3ds'],
    });
    expect(
      decide(
        rules.filter((entry) => entry.mode === 'shadow'),
        baseFacts,
        lookup,
      ),
    ).toEqual({
      action: null,
      ruleId: null,
      trace: [],
      shadowMatches: ['shadow-allow', 'shadow-review', 'shadow-3ds'],
    });
  });

  it('lets an allow-listed customer through a block rule, and a block beat a review', () => {
    const allowVip = rule('allow-vip', 'allow', 10, ':customer_id: in @allowed_customers');
    const blockRisky = rule('block-risky', 'block', 0, ':risk_score: >= 40');
    const reviewAll = rule('review-all', 'review', 0, ':amount: > EUR 1');
    const vip = { ...baseFacts, customerId: 'cus_vip' };
    expect(decide([blockRisky, allowVip, reviewAll], vip, lookup)).toMatchObject({ action: 'allow', ruleId: 'allow-vip' });
    expect(decide([blockRisky, allowVip, reviewAll], baseFacts, lookup)).toMatchObject({ action: 'block', ruleId: 'block-risky' });
  });
});
