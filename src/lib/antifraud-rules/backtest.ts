/**
 * A backtest: a draft rule replayed over past payments (`antifraud/backtestData` rows) beside the rules in
 * force, with the live engine's own `decide`, so that what it reports is what the rule would have done.
 *
 * - **Matched**: every payment the draft's condition matches, by what became of it (the four outcomes).
 * - **Added effect**: the payments the draft would decide, the rules in force deciding otherwise (another
 *   action, or nothing). A payment an allow rule or an earlier rule already decides is "already decided".
 * - **Good payments turned away**: of the added effect of a block or review rule, those that succeeded and
 *   were never disputed or refunded.
 *
 * The draft joins the rules in force as an enabled rule at `position` of its stage (the end when absent);
 * a rule being edited is replaced by it (`replaces`). Shadow rules in force never change a decision.
 * Incremental: `createBacktest` takes the rows page by page (the worker reports progress between pages).
 */
import { decide } from './decide';
import type { CompiledRule, ConditionTrace, EngineRule, ListLookup, PaymentFacts, RuleAction } from './types';

export const BACKTEST_OUTCOMES = ['disputed', 'refunded', 'blocked-or-failed', 'succeeded'] as const;
export type Outcome = (typeof BACKTEST_OUTCOMES)[number];

export interface BacktestPayment {
  id: string;
  createdAt: string;
  facts: PaymentFacts;
  outcome: Outcome;
}

/** A count and its volume per currency (minor units). */
export interface Tally {
  count: number;
  volume: Record<string, number>;
}

/** A matched payment, with why the draft matched it and what the rules in force decide. */
export interface MatchedPayment {
  id: string;
  createdAt: string;
  amount: number;
  currency: string;
  outcome: Outcome;
  trace: ConditionTrace[];
  /** The draft decides it (the added effect). */
  added: boolean;
  /** What the rules in force decide now (null: nothing). */
  decidedBy: { ruleId: string; action: RuleAction } | null;
}

export interface BacktestResult {
  scanned: number;
  /** When the oldest payment read was made (null before any). */
  oldest: string | null;
  matched: Record<Outcome, Tally>;
  added: Tally;
  alreadyDecided: Tally;
  goodTurnedAway: Tally;
  /** The newest matched payments (at most `sampleSize`), for "why it matched". */
  sample: MatchedPayment[];
}

export interface BacktestDraft {
  /** The draft's id in the decisions (`draft`). */
  id: string;
  action: RuleAction;
  position?: number;
  rule: CompiledRule;
  /** The rule the draft is an edit of: left out of the rules in force. */
  replaces?: string;
}

const emptyTally = (): Tally => ({ count: 0, volume: {} });
const add = (tally: Tally, facts: PaymentFacts) => {
  tally.count += 1;
  tally.volume[facts.currency] = (tally.volume[facts.currency] ?? 0) + facts.amount;
};

/** The rules in force with the draft among them, enabled, at its place in its stage. */
export function withDraft(inForce: readonly EngineRule[], draft: BacktestDraft): EngineRule[] {
  const others = inForce.filter((rule) => rule.id !== draft.replaces && rule.id !== draft.id);
  const last = Math.max(0, ...others.filter((rule) => rule.action === draft.action).map((rule) => rule.position));
  const at = draft.position ?? last + 1;
  // Positions from `at` on move one down, as the server places a new rule.
  const shifted = others.map((rule) => (rule.action === draft.action && rule.position >= at ? { ...rule, position: rule.position + 1 } : rule));
  return [...shifted, { id: draft.id, action: draft.action, mode: 'enabled', position: at, rule: draft.rule }];
}

const TURNING_AWAY: ReadonlySet<RuleAction> = new Set(['block', 'review']);

export function createBacktest(inForce: readonly EngineRule[], draft: BacktestDraft, lists: ListLookup, sampleSize = 200) {
  const before = inForce.filter((rule) => rule.id !== draft.replaces && rule.id !== draft.id);
  const after = withDraft(inForce, draft);
  const result: BacktestResult = {
    scanned: 0,
    oldest: null,
    matched: { disputed: emptyTally(), refunded: emptyTally(), 'blocked-or-failed': emptyTally(), succeeded: emptyTally() },
    added: emptyTally(),
    alreadyDecided: emptyTally(),
    goodTurnedAway: emptyTally(),
    sample: [],
  };
  return {
    result,
    /** Replays `payments` (any order within a page; pages newest first keep the sample newest first). */
    take(payments: readonly BacktestPayment[]) {
      for (const payment of payments) {
        result.scanned += 1;
        if (result.oldest === null || payment.createdAt < result.oldest) result.oldest = payment.createdAt;
        const { matched, trace } = draft.rule.evaluate(payment.facts, lists);
        if (!matched) continue;
        add(result.matched[payment.outcome], payment.facts);
        const now = decide(before, payment.facts, lists);
        const added = decide(after, payment.facts, lists).ruleId === draft.id && now.action !== draft.action;
        if (added) {
          add(result.added, payment.facts);
          if (TURNING_AWAY.has(draft.action) && payment.outcome === 'succeeded') add(result.goodTurnedAway, payment.facts);
        } else add(result.alreadyDecided, payment.facts);
        if (result.sample.length < sampleSize)
          result.sample.push({
            id: payment.id,
            createdAt: payment.createdAt,
            amount: payment.facts.amount,
            currency: payment.facts.currency,
            outcome: payment.outcome,
            trace,
            added,
            decidedBy: now.ruleId && now.action ? { ruleId: now.ruleId, action: now.action } : null,
          });
      }
      return result;
    },
  };
}
