/**
 * The antifraud rule language's shared vocabulary (docs/api/antifraud.md, ADR 0011): what a payment
 * offers a rule, the lists a rule may name, and the outcome of a workspace's rules on a payment. One
 * engine for the sandbox (live payments), the backtest worker and the editor, so a backtest decides
 * exactly as the live engine would.
 */

/** What a matching rule does; evaluated in this order of stages, first match wins within a stage. */
export const ruleActions = ['allow', 'block', 'review', 'request-3ds'] as const;
export type RuleAction = (typeof ruleActions)[number];

/** A rule that is `shadow` is evaluated and logged, never acting; `disabled` is not evaluated. */
export const ruleModes = ['enabled', 'shadow', 'disabled'] as const;
export type RuleMode = (typeof ruleModes)[number];

export const riskLevels = ['normal', 'elevated', 'highest'] as const;
export type RiskLevel = (typeof riskLevels)[number];

/** What a list holds; each item is checked for its kind when added. */
export const listKinds = ['card-fingerprint', 'bin', 'card-country', 'email', 'email-domain', 'ip', 'ip-range', 'ip-country', 'customer'] as const;
export type ListKind = (typeof listKinds)[number];

/**
 * A payment as rules see it. Amounts are integers in minor units: `amount` in the payment's
 * `currency`, `amountInEur` converted exactly (EUR cents). Velocity counts are of this workspace's
 * payments before this one (this one not counted).
 */
export interface PaymentFacts {
  amount: number;
  currency: string;
  amountInEur: number;
  riskScore: number;
  riskLevel: RiskLevel;
  paymentMethod: string;
  cardBrand: string | null;
  cardCountry: string | null;
  cardBin: string | null;
  cardFingerprint: string | null;
  ipAddress: string | null;
  ipCountry: string | null;
  email: string;
  emailDomain: string;
  customerId: string | null;
  paymentsPerCard1h: number;
  paymentsPerCard24h: number;
  paymentsPerEmail24h: number;
  paymentsPerIp1h: number;
  declinesPerCard24h: number;
}

/** A list as a rule names it: `@alias`. */
export interface ListRef {
  alias: string;
  kind: ListKind;
}

/** Membership of the workspace's lists, by alias (an expired item is not a member). */
export type ListLookup = (alias: string) => { kind: ListKind; has: (value: string) => boolean } | undefined;

/**
 * A problem in a rule's text, at `[from, to)` (UTF-16 offsets into the source), with a message key
 * `antifraud:ruleErrors.<code>` and its parameters: the editor underlines it and says it in the user's language.
 */
export interface RuleProblem {
  from: number;
  to: number;
  code: string;
  params: Record<string, string | number>;
}

/** One comparison of a rule on one payment: "why it matched" (or did not). */
export interface ConditionTrace {
  from: number;
  to: number;
  /** The condition as written. */
  text: string;
  /** The attribute's value on this payment, as shown (minor units for amounts, null when absent). */
  value: string | number | null;
  holds: boolean;
}

export interface RuleEvaluation {
  matched: boolean;
  trace: ConditionTrace[];
}

export interface CompiledRule {
  source: string;
  /** The attributes and lists it names (for the rule's summary and for refusing a list's deletion). */
  attributes: readonly string[];
  lists: readonly string[];
  evaluate: (facts: PaymentFacts, lists: ListLookup) => RuleEvaluation;
}

export type CompileResult = { ok: true; rule: CompiledRule } | { ok: false; problems: RuleProblem[] };

/** A workspace rule as the engine runs it. `position` orders rules within their action's stage. */
export interface EngineRule {
  id: string;
  action: RuleAction;
  mode: RuleMode;
  position: number;
  rule: CompiledRule;
}

export interface Decision {
  /** What the enabled rules decided; null when none matched (the payment goes ahead). */
  action: RuleAction | null;
  ruleId: string | null;
  /** The matching rule's trace (why it matched). */
  trace: ConditionTrace[];
  /** Shadow rules that matched (logged, never acting). */
  shadowMatches: string[];
}

/** What a payment's risk score is made of (`riskSignals[].code` of a transaction), each worth some points. */
export const riskSignalCodes = ['ip-card-country-mismatch', 'card-velocity', 'email-new', 'high-amount', 'prepaid-bin', 'risky-ip-country'] as const;
export type RiskSignalCode = (typeof riskSignalCodes)[number];

export const isRiskLevel = (value: unknown): value is RiskLevel => (riskLevels as readonly unknown[]).includes(value);
