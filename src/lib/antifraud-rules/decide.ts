/**
 * `decide`: what a workspace's rules do with a payment (ADR 0011). Stages in the order of `ruleActions`
 * (allow, block, review, request-3ds); within a stage, rules by `position` ascending (equal positions by
 * `id`, compared by code unit, so that the order does not depend on how the rules were loaded: the live engine
 * and the backtest decide alike). The first `enabled` rule that matches decides; `disabled` rules are not
 * evaluated; `shadow` rules are all evaluated, even after the decision, and only reported.
 */
import { ruleActions, type Decision, type EngineRule, type ListLookup, type PaymentFacts } from './types';

const stage: ReadonlyMap<string, number> = new Map(ruleActions.map((action, index) => [action, index]));

/** Stage, then position, then id. */
export function ruleOrder(a: EngineRule, b: EngineRule): number {
  return (stage.get(a.action) ?? 0) - (stage.get(b.action) ?? 0) || a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function decide(rules: readonly EngineRule[], facts: PaymentFacts, lists: ListLookup): Decision {
  const ordered = rules.filter((rule) => stage.has(rule.action)).sort(ruleOrder);
  const decision: Decision = { action: null, ruleId: null, trace: [], shadowMatches: [] };
  for (const rule of ordered) {
    if (rule.mode === 'shadow') {
      if (rule.rule.evaluate(facts, lists).matched) decision.shadowMatches.push(rule.id);
    } else if (rule.mode === 'enabled' && decision.ruleId === null) {
      const { matched, trace } = rule.rule.evaluate(facts, lists);
      if (matched) Object.assign(decision, { action: rule.action, ruleId: rule.id, trace });
    }
  }
  return decision;
}
