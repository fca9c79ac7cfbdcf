/**
 * `transactions/list`'s `matchesRule` filter (docs/api/transactions.md): the payments a rule's text
 * matches, as the merchant's rules would have seen them when they were made: the text compiled against
 * the merchant's lists, evaluated on each payment's facts (the backtest's, backtest.ts) with the lists'
 * members now. So the app opens "the payments this draft rule matches" as a list.
 */
import { compileRule } from '@/lib/antifraud-rules';
import type { RuleProblem } from '@/lib/antifraud-rules/types';
import { nowIso } from '../clock';
import { merchantFacts } from './backtest';
import { listLookup, listRefsOf } from './lists';
import { merchantOf } from './merchant';

export function matchingPayments(resourceId: string, source: string): { ids: Set<string> } | { problems: RuleProblem[] } {
  const merchantId = merchantOf(resourceId);
  const compiled = compileRule(source, merchantId ? listRefsOf(merchantId) : []);
  if (!compiled.ok) return { problems: compiled.problems };
  if (!merchantId) return { ids: new Set() };
  const lists = listLookup(merchantId, nowIso());
  const ids = new Set<string>();
  for (const [id, facts] of merchantFacts(merchantId).facts) if (compiled.rule.evaluate(facts, lists).matched) ids.add(id);
  return { ids };
}
