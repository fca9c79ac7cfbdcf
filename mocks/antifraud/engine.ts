/**
 * The merchant's rules on a payment, with the rule language's one engine (`src/lib/antifraud-rules`,
 * ADR 0011): allow, then block, then review, then request 3-D Secure; within a stage the merchant's
 * order; the first enabled match decides. Shadow rules are evaluated and logged on the payment, never
 * deciding; disabled ones are not evaluated.
 *
 * Each rule is compiled once per change of its text or of the merchant's lists (cached by id), and
 * the merchant's engine rules are kept while the rules and lists tables are unchanged. A rule that no
 * longer compiles (it cannot happen through the actions, which check every text) is left out.
 */
import { compileRule, decide } from '@/lib/antifraud-rules';
import type { CompileResult, EngineRule, ListRef, PaymentFacts } from '@/lib/antifraud-rules/types';
import { db } from '../db/store';
import type { PaymentAntifraud } from '../db/schema';
import { listLookup, listRefsOf } from './lists';
import type { AntifraudRule } from './model';

const compiled = new Map<string, { key: string; result: CompileResult }>();

const refsKey = (refs: readonly ListRef[]) =>
  refs
    .map((ref) => `${ref.alias}:${ref.kind}`)
    .sort()
    .join(',');

/** The rule's text compiled against the merchant's lists (cached while both are unchanged). */
export function compiledOf(rule: Pick<AntifraudRule, 'id' | 'source'>, refs: readonly ListRef[]): CompileResult {
  const key = `${rule.source}\n${refsKey(refs)}`;
  const known = compiled.get(rule.id);
  if (known?.key === key) return known.result;
  const result = compileRule(rule.source, [...refs]);
  compiled.set(rule.id, { key, result });
  return result;
}

export const rulesOf = (merchantId: string): AntifraudRule[] => db.antifraudRules.filter((rule) => rule.merchantId === merchantId);

interface MerchantEngine {
  version: string;
  rules: EngineRule[];
  byId: Map<string, AntifraudRule>;
}
const engines = new Map<string, MerchantEngine>();

/** The merchant's rules as the engine runs them (disabled and uncompilable ones left out). */
export function engineOf(merchantId: string): MerchantEngine {
  const version = `${db.antifraudRules.version}:${db.antifraudLists.version}`;
  const known = engines.get(merchantId);
  if (known?.version === version) return known;
  const refs = listRefsOf(merchantId);
  const rows = rulesOf(merchantId);
  const rules: EngineRule[] = [];
  for (const row of rows) {
    if (row.mode === 'disabled') continue;
    const result = compiledOf(row, refs);
    if (result.ok) rules.push({ id: row.id, action: row.action, mode: row.mode, position: row.position, rule: result.rule });
    else console.warn('[sandbox] an antifraud rule does not compile; it is left out', row.id);
  }
  const engine = { version, rules, byId: new Map(rows.map((row) => [row.id, row])) };
  engines.set(merchantId, engine);
  return engine;
}

/**
 * What the merchant's rules do with a payment whose facts are `facts`, at `at`: the deciding rule
 * (null: none matched) and every match, the decision's and the shadow rules'. Null when the merchant
 * has no rule to run.
 */
export function runRules(merchantId: string, facts: PaymentFacts, at: string): PaymentAntifraud | null {
  const engine = engineOf(merchantId);
  if (engine.rules.length === 0) return null;
  const lists = listLookup(merchantId, at);
  const decision = decide(engine.rules, facts, lists);
  const matches: PaymentAntifraud['matches'] = [];
  const deciding = decision.action && decision.ruleId ? engine.byId.get(decision.ruleId) : undefined;
  if (deciding) matches.push({ ruleId: deciding.id, ruleName: deciding.name, action: deciding.action, mode: deciding.mode, trace: decision.trace });
  for (const id of decision.shadowMatches) {
    const row = engine.byId.get(id);
    const rule = engine.rules.find((candidate) => candidate.id === id);
    if (!row || !rule) continue;
    matches.push({ ruleId: row.id, ruleName: row.name, action: row.action, mode: 'shadow', trace: rule.rule.evaluate(facts, lists).trace });
  }
  return { decision: deciding ? { action: deciding.action, ruleId: deciding.id, ruleName: deciding.name } : null, matches };
}
