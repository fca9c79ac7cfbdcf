// @vitest-environment node
/**
 * Random rule sets from a small grammar of valid rules, random payments and lists: `decide` against a naive
 * reference written here (three-valued logic over a model of each rule, not over its text), shadow rules
 * never deciding, and evaluation (and compilation) never throwing.
 */
import fc from 'fast-check';
import { cidrContains } from '@/lib/validation/network';
import {
  compileRule,
  decide,
  ruleActions,
  ruleModes,
  type EngineRule,
  type ListKind,
  type ListLookup,
  type ListRef,
  type PaymentFacts,
  type RuleAction,
  type RuleMode,
} from '.';
import { createBacktest, type BacktestPayment } from './backtest';

const RUNS = 1000;

type Truth = boolean | null;
type Op = '=' | '!=' | '<' | '<=' | '>' | '>=';
const ops: Op[] = ['=', '!=', '<', '<=', '>', '>='];

const numberAttributes = ['risk_score', 'payments_per_card_1h', 'declines_per_card_24h'] as const;
type NumberAttribute = (typeof numberAttributes)[number];
const numberField = { risk_score: 'riskScore', payments_per_card_1h: 'paymentsPerCard1h', declines_per_card_24h: 'declinesPerCard24h' } as const;

/** Text attributes: their facts field, the literals a rule may use (canonical) and how a literal may be written. */
const textAttributes = {
  risk_level: { field: 'riskLevel', literals: ['normal', 'elevated', 'highest'], list: null },
  currency: { field: 'currency', literals: ['EUR', 'JPY', 'KWD'], list: null },
  card_brand: { field: 'cardBrand', literals: ['visa', 'mastercard'], list: null },
  card_country: { field: 'cardCountry', literals: ['US', 'DE', 'FR'], list: 'countries' },
  ip_country: { field: 'ipCountry', literals: ['US', 'DE', 'FR'], list: 'ip_countries' },
  email: { field: 'email', literals: ['a@x.com', 'b@y.org'], list: 'emails' },
  ip_address: { field: 'ipAddress', literals: ['203.0.113.7', '2001:db8::1'], list: 'ips' },
  customer_id: { field: 'customerId', literals: ['cus_1', 'cus_2'], list: 'customers' },
} as const;
type TextAttribute = keyof typeof textAttributes;

/** How the reference reads a payment's text: e-mails lower case, the one non-canonical IPv6 spelling it may meet. */
const referenceCanonical = (attribute: TextAttribute, value: string) =>
  attribute === 'email' ? value.toLowerCase() : attribute === 'ip_address' && value === '2001:DB8::0:1' ? '2001:db8::1' : value;

const lists = {
  countries: { kind: 'card-country', items: ['US', 'DE', 'FR'] },
  ip_countries: { kind: 'ip-country', items: ['US', 'DE', 'FR'] },
  emails: { kind: 'email', items: ['a@x.com', 'b@y.org', 'c@z.net'] },
  ips: { kind: 'ip', items: ['203.0.113.7', '2001:db8::1', '198.51.100.1'] },
  ranges: { kind: 'ip-range', items: ['203.0.113.0/24', '2001:db8::/32', '10.0.0.0/8'] },
  customers: { kind: 'customer', items: ['cus_1', 'cus_2'] },
} satisfies Record<string, { kind: ListKind; items: string[] }>;
type Alias = keyof typeof lists;
const listRefs: ListRef[] = Object.entries(lists).map(([alias, { kind }]) => ({ alias, kind }));

const exponents = { EUR: 2, JPY: 0, KWD: 3 } as const;
type Currency = keyof typeof exponents;

type Condition =
  | { type: 'amount'; op: Op; currency: Currency; minor: number; trim: boolean }
  | { type: 'amount-in'; negated: boolean; values: { currency: Currency; minor: number }[] }
  | { type: 'eur'; op: Op; cents: number }
  | { type: 'number'; attribute: NumberAttribute; op: Op; value: number }
  | { type: 'number-in'; attribute: NumberAttribute; negated: boolean; values: number[] }
  | { type: 'text'; attribute: TextAttribute; equal: boolean; value: string; upper: boolean }
  | { type: 'text-in'; attribute: TextAttribute; negated: boolean; values: string[] }
  | { type: 'list'; attribute: (typeof listAttributes)[number]; negated: boolean; alias: Alias };

type Model =
  | { kind: 'condition'; condition: Condition }
  | { kind: 'and' | 'or'; left: Model; right: Model }
  | { kind: 'not'; operand: Model }
  | { kind: 'paren'; inner: Model };

// --- Rendering: a model as rule text, with the brackets precedence needs and the keywords in any case.

const keyword = (word: string, style: number) => (style === 0 ? word : style === 1 ? word.toUpperCase() : word[0].toUpperCase() + word.slice(1));

function major(minor: number, exponent: number, trim: boolean): string {
  if (exponent === 0) return String(minor);
  const digits = String(minor).padStart(exponent + 1, '0');
  const text = `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return trim ? text.replace(/\.?0+$/, '') : text;
}

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Literals as a person might write them: e-mails and IPv6 addresses in other cases. */
const written = (attribute: TextAttribute, value: string, upper: boolean) =>
  upper && (attribute === 'email' || (attribute === 'ip_address' && value.includes(':'))) ? value.toUpperCase() : value;

function renderCondition(condition: Condition, style: number): string {
  const not = keyword('not', style);
  const inWord = keyword('in', style);
  const membership = (negated: boolean) => (negated ? `${not} ${inWord}` : inWord);
  switch (condition.type) {
    case 'amount':
      return `:amount: ${condition.op} ${condition.currency} ${major(condition.minor, exponents[condition.currency], condition.trim)}`;
    case 'amount-in':
      return `:amount: ${membership(condition.negated)} (${condition.values.map((value) => `${value.currency} ${major(value.minor, exponents[value.currency], false)}`).join(', ')})`;
    case 'eur':
      return `:amount_in_eur: ${condition.op} ${major(condition.cents, 2, true)}`;
    case 'number':
      return `:${condition.attribute}: ${condition.op} ${condition.value}`;
    case 'number-in':
      return `:${condition.attribute}: ${membership(condition.negated)} (${condition.values.join(',')})`;
    case 'text':
      return `:${condition.attribute}: ${condition.equal ? '=' : '!='} ${quote(written(condition.attribute, condition.value, condition.upper))}`;
    case 'text-in':
      return `:${condition.attribute}: ${membership(condition.negated)} (${condition.values.map(quote).join(', ')})`;
    case 'list':
      return `:${condition.attribute}: ${membership(condition.negated)} @${condition.alias}`;
  }
}

const precedence = (model: Model) => (model.kind === 'or' ? 1 : model.kind === 'and' ? 2 : model.kind === 'not' ? 3 : 4);

function render(model: Model, style: number): string {
  const wrap = (child: Model, needs: boolean) => (needs ? `(${render(child, style)})` : render(child, style));
  switch (model.kind) {
    case 'condition':
      return renderCondition(model.condition, style);
    case 'paren':
      return `(${render(model.inner, style)})`;
    case 'not':
      return `${keyword('not', style)} ${wrap(model.operand, precedence(model.operand) < 3)}`;
    case 'and':
    case 'or': {
      const own = precedence(model);
      return `${wrap(model.left, precedence(model.left) < own)} ${keyword(model.kind, style)} ${wrap(model.right, precedence(model.right) <= own)}`;
    }
  }
}

// --- The reference: three-valued, naive.

const compare = (op: Op, a: number, b: number) =>
  op === '=' ? a === b : op === '!=' ? a !== b : op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;

function referenceCondition(condition: Condition, facts: PaymentFacts, lookup: ListLookup): Truth {
  switch (condition.type) {
    case 'amount':
      return facts.currency === condition.currency ? compare(condition.op, facts.amount, condition.minor) : null;
    case 'amount-in': {
      const comparable = condition.values.filter((value) => value.currency === facts.currency);
      if (comparable.length === 0) return null;
      return comparable.some((value) => value.minor === facts.amount) !== condition.negated;
    }
    case 'eur':
      return compare(condition.op, facts.amountInEur, condition.cents);
    case 'number':
      return compare(condition.op, facts[numberField[condition.attribute]], condition.value);
    case 'number-in':
      return condition.values.includes(facts[numberField[condition.attribute]]) !== condition.negated;
    case 'text':
    case 'text-in':
    case 'list': {
      const raw = facts[textAttributes[condition.attribute].field];
      if (raw === null) return null;
      const value = referenceCanonical(condition.attribute, raw);
      if (condition.type === 'text') return (value === condition.value) === condition.equal;
      if (condition.type === 'text-in') return condition.values.includes(value) !== condition.negated;
      const list = lookup(condition.alias);
      return list ? list.has(value) !== condition.negated : null;
    }
  }
}

function reference(model: Model, facts: PaymentFacts, lookup: ListLookup, results: Truth[]): Truth {
  switch (model.kind) {
    case 'condition': {
      const truth = referenceCondition(model.condition, facts, lookup);
      results.push(truth);
      return truth;
    }
    case 'paren':
      return reference(model.inner, facts, lookup, results);
    case 'not': {
      const truth = reference(model.operand, facts, lookup, results);
      return truth === null ? null : !truth;
    }
    case 'and': {
      const [left, right] = [reference(model.left, facts, lookup, results), reference(model.right, facts, lookup, results)];
      return left === false || right === false ? false : left === null || right === null ? null : true;
    }
    case 'or': {
      const [left, right] = [reference(model.left, facts, lookup, results), reference(model.right, facts, lookup, results)];
      return left === true || right === true ? true : left === null || right === null ? null : false;
    }
  }
}

interface RuleCase {
  id: string;
  action: RuleAction;
  mode: RuleMode;
  position: number;
  model: Model;
  style: number;
}

function referenceDecide(rules: RuleCase[], facts: PaymentFacts, lookup: ListLookup) {
  const byOrder = (a: RuleCase, b: RuleCase) =>
    ruleActions.indexOf(a.action) - ruleActions.indexOf(b.action) || a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  let decided: { action: RuleAction; ruleId: string; holds: boolean[] } | null = null;
  for (const action of ruleActions) {
    const stage = rules.filter((rule) => rule.action === action && rule.mode === 'enabled').sort(byOrder);
    for (const rule of stage) {
      const results: Truth[] = [];
      if (reference(rule.model, facts, lookup, results) === true) {
        decided = { action, ruleId: rule.id, holds: results.map((result) => result === true) };
        break;
      }
    }
    if (decided) break;
  }
  const shadowMatches = rules
    .filter((rule) => rule.mode === 'shadow')
    .sort(byOrder)
    .filter((rule) => reference(rule.model, facts, lookup, []) === true)
    .map((rule) => rule.id);
  return { action: decided?.action ?? null, ruleId: decided?.ruleId ?? null, holds: decided?.holds ?? [], shadowMatches };
}

// --- Arbitraries.

/** Every field of a payment's facts, for the wild payments. */
const factKeys: Record<keyof PaymentFacts, true> = {
  amount: true,
  currency: true,
  amountInEur: true,
  riskScore: true,
  riskLevel: true,
  paymentMethod: true,
  cardBrand: true,
  cardCountry: true,
  cardBin: true,
  cardFingerprint: true,
  ipAddress: true,
  ipCountry: true,
  email: true,
  emailDomain: true,
  customerId: true,
  paymentsPerCard1h: true,
  paymentsPerCard24h: true,
  paymentsPerEmail24h: true,
  paymentsPerIp1h: true,
  declinesPerCard24h: true,
};

const currency = fc.constantFrom<Currency>('EUR', 'JPY', 'KWD');
const op = fc.constantFrom(...ops);
const textAttribute = fc.constantFrom(...(Object.keys(textAttributes) as TextAttribute[]));
const textLiteral = (attribute: TextAttribute) => fc.constantFrom(...textAttributes[attribute].literals);
const listAttributes = ['card_country', 'ip_country', 'email', 'ip_address', 'customer_id'] as const;
const listAttribute = fc.constantFrom(...listAttributes);
const aliasesFor = {
  card_country: ['countries'],
  ip_country: ['ip_countries'],
  email: ['emails'],
  ip_address: ['ips', 'ranges'],
  customer_id: ['customers'],
} as const satisfies Record<(typeof listAttributes)[number], readonly Alias[]>;

const condition: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({ type: fc.constant('amount' as const), op, currency, minor: fc.integer({ min: 0, max: 3000 }), trim: fc.boolean() }),
  fc.record({
    type: fc.constant('amount-in' as const),
    negated: fc.boolean(),
    values: fc.array(fc.record({ currency, minor: fc.integer({ min: 0, max: 3000 }) }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ type: fc.constant('eur' as const), op, cents: fc.integer({ min: 0, max: 3000 }) }),
  fc.record({ type: fc.constant('number' as const), attribute: fc.constantFrom(...numberAttributes), op, value: fc.integer({ min: 0, max: 100 }) }),
  fc.record({
    type: fc.constant('number-in' as const),
    attribute: fc.constantFrom(...numberAttributes),
    negated: fc.boolean(),
    values: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 4 }),
  }),
  textAttribute.chain((attribute) =>
    fc.record({
      type: fc.constant('text' as const),
      attribute: fc.constant(attribute),
      equal: fc.boolean(),
      value: textLiteral(attribute),
      upper: fc.boolean(),
    }),
  ),
  textAttribute.chain((attribute) =>
    fc.record({
      type: fc.constant('text-in' as const),
      attribute: fc.constant(attribute),
      negated: fc.boolean(),
      values: fc.array(textLiteral(attribute), { minLength: 1, maxLength: 3 }),
    }),
  ),
  listAttribute.chain((attribute) =>
    fc.record({
      type: fc.constant('list' as const),
      attribute: fc.constant(attribute),
      negated: fc.boolean(),
      alias: fc.constantFrom<Alias>(...aliasesFor[attribute]),
    }),
  ),
);

const model: fc.Arbitrary<Model> = fc.letrec<{ model: Model }>((tie) => ({
  model: fc.oneof(
    // At most 16 comparisons: far inside 2,000 characters and the bracket depth limit.
    { depthSize: 'small', maxDepth: 4, withCrossShrink: true },
    fc.record({ kind: fc.constant('condition' as const), condition }),
    fc.record({ kind: fc.constantFrom('and' as const, 'or' as const), left: tie('model'), right: tie('model') }),
    fc.record({ kind: fc.constant('not' as const), operand: tie('model') }),
    fc.record({ kind: fc.constant('paren' as const), inner: tie('model') }),
  ),
})).model;

const ruleCase = (id: string) =>
  fc.record({
    id: fc.constant(id),
    action: fc.constantFrom(...ruleActions),
    mode: fc.constantFrom(...ruleModes),
    position: fc.integer({ min: 0, max: 4 }),
    model,
    style: fc.integer({ min: 0, max: 2 }),
  });

const ruleCases = fc
  .integer({ min: 0, max: 8 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => ruleCase(`rule-${String.fromCharCode(97 + ((index * 5) % 8))}${index}`))));

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 4 });

const facts: fc.Arbitrary<PaymentFacts> = fc.record({
  amount: fc.integer({ min: 0, max: 3000 }),
  currency,
  amountInEur: fc.integer({ min: 0, max: 3000 }),
  riskScore: fc.integer({ min: 0, max: 100 }),
  riskLevel: fc.constantFrom('normal', 'elevated', 'highest'),
  paymentMethod: fc.constantFrom('card', 'sepa_debit'),
  cardBrand: maybe(fc.constantFrom('visa', 'Visa', 'mastercard')),
  cardCountry: maybe(fc.constantFrom('US', 'DE', 'FR', 'de', 'GB')),
  cardBin: maybe(fc.constant('424242')),
  cardFingerprint: maybe(fc.constant('fp_12345678')),
  ipAddress: maybe(fc.constantFrom('203.0.113.7', '203.0.113.99', '2001:db8::1', '2001:DB8::0:1', '2001:db8::5', '198.51.100.1', '10.1.2.3', 'garbage')),
  ipCountry: maybe(fc.constantFrom('US', 'DE', 'FR')),
  email: fc.constantFrom('a@x.com', 'A@X.com', 'b@y.org', 'c@z.net', 'd@w.io'),
  emailDomain: fc.constantFrom('x.com', 'y.org'),
  customerId: maybe(fc.constantFrom('cus_1', 'cus_2', 'cus_3')),
  paymentsPerCard1h: fc.integer({ min: 0, max: 10 }),
  paymentsPerCard24h: fc.integer({ min: 0, max: 10 }),
  paymentsPerEmail24h: fc.integer({ min: 0, max: 10 }),
  paymentsPerIp1h: fc.integer({ min: 0, max: 10 }),
  declinesPerCard24h: fc.integer({ min: 0, max: 10 }),
});

/** Each list's items in force (a random subset), or the list gone since the rules were compiled. */
const lookup: fc.Arbitrary<{ lookup: ListLookup; shown: Record<string, string[] | null> }> = fc
  .record(
    Object.fromEntries(Object.entries(lists).map(([alias, { items }]) => [alias, fc.option(fc.subarray(items), { nil: null, freq: 8 })])) as Record<
      Alias,
      fc.Arbitrary<string[] | null>
    >,
  )
  .map((held) => ({
    shown: held,
    lookup: (alias: string) => {
      const items = held[alias as Alias];
      if (!items) return undefined;
      const kind = lists[alias as Alias].kind;
      return {
        kind,
        has: kind === 'ip-range' ? (value: string) => items.some((range) => cidrContains(range, value)) : (value: string) => items.includes(value),
      };
    },
  }));

function engineRules(cases: RuleCase[]): EngineRule[] {
  return cases.map(({ id, action, mode, position, model: ruleModel, style }) => {
    const source = render(ruleModel, style);
    const result = compileRule(source, listRefs);
    if (!result.ok) throw new Error(`${source} did not compile: ${JSON.stringify(result.problems)}`);
    return { id, action, mode, position, rule: result.rule };
  });
}

describe('decide, as a property', () => {
  it('decides as the naive reference does, tracing each comparison', () => {
    fc.assert(
      fc.property(ruleCases, facts, lookup, (cases, payment, { lookup: lists }) => {
        const decision = decide(engineRules(cases), payment, lists);
        const expected = referenceDecide(cases, payment, lists);
        expect({ action: decision.action, ruleId: decision.ruleId, shadowMatches: decision.shadowMatches }).toEqual({
          action: expected.action,
          ruleId: expected.ruleId,
          shadowMatches: expected.shadowMatches,
        });
        expect(decision.trace.map((entry) => entry.holds)).toEqual(expected.holds);
      }),
      { numRuns: RUNS },
    );
  });

  it('never changes its decision for a shadow rule added', () => {
    fc.assert(
      fc.property(ruleCases, ruleCase('shadow-added'), fc.nat(), facts, lookup, (cases, added, at, payment, { lookup: lists }) => {
        const before = decide(engineRules(cases), payment, lists);
        const withShadow = [...cases];
        withShadow.splice(at % (cases.length + 1), 0, { ...added, mode: 'shadow' });
        const after = decide(engineRules(withShadow), payment, lists);
        expect({ action: after.action, ruleId: after.ruleId, trace: after.trace }).toEqual({
          action: before.action,
          ruleId: before.ruleId,
          trace: before.trace,
        });
        expect(after.shadowMatches.filter((id) => id !== 'shadow-added')).toEqual(before.shadowMatches);
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws evaluating, whatever the payment holds', () => {
    const anything = fc.oneof(fc.constant(null), fc.constant(undefined), fc.string(), fc.double(), fc.integer());
    const wild = fc.record(Object.fromEntries(Object.keys(factKeys).map((key) => [key, anything]))) as unknown as fc.Arbitrary<PaymentFacts>;
    const wildLookup = fc.constantFrom<ListLookup>(
      () => undefined,
      () => ({ kind: 'email', has: () => true }),
      (alias) => ({ kind: lists[alias as Alias]?.kind ?? 'ip', has: (value) => value.length % 2 === 0 }),
    );
    fc.assert(
      fc.property(ruleCases, fc.oneof(facts, wild), wildLookup, (cases, payment, lookupOf) => {
        const rules = engineRules(cases);
        for (const rule of rules) expect(() => rule.rule.evaluate(payment, lookupOf)).not.toThrow();
        expect(() => decide(rules, payment, lookupOf)).not.toThrow();
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws compiling, whatever the text', () => {
    const tokens = fc.constantFrom(
      ':amount:',
      ':email:',
      ':card_country:',
      ':risk_score:',
      ':nope:',
      '@emails',
      '@nope',
      'and',
      'OR',
      'not',
      'in',
      '(',
      ')',
      ',',
      '=',
      '!=',
      '<',
      '>=',
      "'US'",
      "'x",
      '5',
      '1.500',
      'EUR',
      'KWD',
      'XYZ',
      '\\',
      "\\'",
      '\u202E',
      ' ',
    );
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.array(tokens, { maxLength: 40 }).map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(text, (source) => {
        const result = compileRule(source, listRefs);
        if (!result.ok) {
          expect(result.problems.length).toBeGreaterThan(0);
          for (const problem of result.problems) {
            expect(problem.from).toBeGreaterThanOrEqual(0);
            expect(problem.to).toBeGreaterThanOrEqual(problem.from);
            expect(problem.to).toBeLessThanOrEqual(source.length);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the backtest, as a property', () => {
  const outcome = fc.constantFrom<BacktestPayment['outcome']>('disputed', 'refunded', 'blocked-or-failed', 'succeeded');
  const payments = fc.array(fc.tuple(facts, outcome), { minLength: 1, maxLength: 12 });

  it("decides each past payment as the live engine would with the draft among the rules, and counts the draft's own effect", () => {
    fc.assert(
      fc.property(ruleCases, ruleCase('draft'), payments, lookup, (cases, draftCase, rows, { lookup: lists }) => {
        const draft = { ...draftCase, mode: 'enabled' as const, position: Math.max(0, ...cases.map((c) => c.position)) + 1 };
        const [compiledDraft] = engineRules([draft]);
        const run = createBacktest(engineRules(cases), { id: 'draft', action: draft.action, rule: compiledDraft.rule }, lists, rows.length);
        const result = run.take(rows.map(([payment, what], index) => ({ id: `p${index}`, createdAt: `2026-01-0${index % 9}`, facts: payment, outcome: what })));
        const expected = rows.flatMap(([payment, what], index) => {
          if (reference(draft.model, payment, lists, []) !== true) return [];
          const before = referenceDecide(cases, payment, lists);
          const after = referenceDecide([...cases, draft], payment, lists);
          return [{ id: `p${index}`, outcome: what, added: after.ruleId === 'draft' && before.action !== draft.action, decidedBy: before.ruleId }];
        });
        expect(
          result.sample.map((entry) => ({ id: entry.id, outcome: entry.outcome, added: entry.added, decidedBy: entry.decidedBy?.ruleId ?? null })),
        ).toEqual(expected);
        expect(result.added.count + result.alreadyDecided.count).toBe(expected.length);
        expect(result.goodTurnedAway.count).toBe(
          draft.action === 'block' || draft.action === 'review' ? expected.filter((entry) => entry.added && entry.outcome === 'succeeded').length : 0,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('is the same whatever the shadow rules in force', () => {
    fc.assert(
      fc.property(ruleCases, ruleCase('draft'), payments, lookup, (cases, draftCase, rows, { lookup: lists }) => {
        const [compiledDraft] = engineRules([{ ...draftCase, mode: 'enabled' }]);
        const draft = { id: 'draft', action: draftCase.action, rule: compiledDraft.rule };
        const past = rows.map(([payment, what], index) => ({ id: `p${index}`, createdAt: '2026-01-01', facts: payment, outcome: what }));
        const all = createBacktest(engineRules(cases), draft, lists).take(past);
        const withoutShadow = createBacktest(engineRules(cases.filter((c) => c.mode !== 'shadow')), draft, lists).take(past);
        expect(all).toEqual(withoutShadow);
      }),
      { numRuns: RUNS },
    );
  });
});
