/**
 * `compileRule`: a rule's condition → a `CompiledRule`, or every problem at its exact place.
 *
 * 1. Refused before parsing: over 2,000 characters (`too-long`, checked first, so 100,000 characters cost
 *    nothing), bidirectional control characters (`bidi`, the first one), nothing but spaces (`empty`).
 * 2. Parsed with the Lezer grammar (rule.grammar). Brackets are checked on the tree's bracket tokens
 *    (error nodes included): `unbalanced`, then `nesting`; otherwise the first error node is the `syntax` problem.
 * 3. The tree becomes our own AST, type-checked: attributes, lists, literals against the attribute's type
 *    (attributes.ts). All such problems are reported, in source order.
 *
 * Evaluation (`CompiledRule.evaluate`) is three-valued, as SQL's: a comparison on a value the payment does not
 * have (null: no card, no IP) is *unknown*, and so is an `:amount:` comparison with a literal in another
 * currency and a list the lookup no longer has. An unknown comparison does not hold (its trace says
 * `holds: false`), and `not` of unknown stays unknown, so a rule whose condition is unknown does not match:
 * a payment without a card matches neither `:card_country: != 'US'` nor `not :card_country: = 'US'`, nor
 * `:card_country: not in ('US')`. `and` and `or` are Kleene's: `unknown or true` matches, `unknown and true`
 * does not. Every comparison is evaluated (no short-circuit), so the trace lists each in source order.
 */
import type { SyntaxNode, Tree } from '@lezer/common';
import { currencyExponent, isKnownCurrency, MAX_MINOR_AMOUNT } from '@/lib/money';
import { attributeNames, attributeSpec, type AttributeSpec, type AttributeType } from './attributes';
import { BIDI_CONTROLS } from './list-items';
import { parser } from './parser';
import * as terms from './parser.terms';
import { closest, problem } from './problems';
import type { CompileResult, CompiledRule, ConditionTrace, ListLookup, ListRef, PaymentFacts, RuleEvaluation, RuleProblem } from './types';

/** The longest rule, in UTF-16 code units. */
export const MAX_RULE_LENGTH = 2000;
/** The deepest brackets may nest: no real rule comes close, and it bounds the compiler's recursion. */
export const MAX_NESTING = 32;
/** How much of an unexpected token a `syntax` problem quotes. */
const MAX_FOUND = 40;

/** Three-valued truth: null is unknown (a missing value, another currency, a list gone). */
type Truth = boolean | null;

type Operator = '=' | '!=' | '<' | '<=' | '>' | '>=';
const ORDERING: ReadonlySet<string> = new Set(['<', '<=', '>', '>=']);

/** A literal as the attribute's type reads it: minor units with their currency, a number (EUR cents for `decimal`), canonical text. */
type Literal = { type: 'money'; currency: string; minor: number } | { type: 'number'; value: number } | { type: 'text'; value: string };

interface Condition {
  from: number;
  to: number;
  spec: AttributeSpec;
  test: (value: string | number, facts: PaymentFacts, lists: ListLookup) => Truth;
}

type Expr = { kind: 'and' | 'or'; left: Expr; right: Expr } | { kind: 'not'; operand: Expr } | { kind: 'condition'; index: number };

const fail = (problems: RuleProblem[]): CompileResult => ({ ok: false, problems });

const hex = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Parses and type-checks `source` against the workspace's `lists` (aliases without `@`). See the module's
 * comment for the order of checks and problems.ts for each code's params.
 */
export function compileRule(source: string, lists: readonly ListRef[]): CompileResult {
  if (source.length > MAX_RULE_LENGTH) return fail([problem('too-long', MAX_RULE_LENGTH, source.length, { max: MAX_RULE_LENGTH, length: source.length })]);
  const bidi = BIDI_CONTROLS.exec(source);
  if (bidi) return fail([problem('bidi', bidi.index, bidi.index + 1, { char: hex(bidi[0]) })]);
  if (source.trim() === '') return fail([problem('empty', 0, source.length)]);

  const tree = parser.parse(source);
  const brackets = bracketProblem(tree);
  if (brackets) return fail([brackets]);
  const syntax = syntaxProblem(tree, source);
  if (syntax) return fail([syntax]);

  const checker = new Checker(source, lists);
  const top = tree.topNode.firstChild;
  const expr = top ? checker.expression(top) : null;
  if (checker.problems.length > 0) return fail(checker.problems.sort((a, b) => a.from - b.from || a.to - b.to));
  // Not expected without an error node; never a rule without a condition.
  if (expr === null) return fail([problem('syntax', 0, source.length, { found: source.trim().slice(0, MAX_FOUND) })]);
  return { ok: true, rule: compiled(source, expr, checker) };
}

/** The first `)` closing nothing, else the innermost unclosed `(`, else the first bracket nested too deep. */
function bracketProblem(tree: Tree): RuleProblem | null {
  const open: number[] = [];
  let extra: number | null = null;
  let tooDeep: number | null = null;
  // Every node in document order, without recursion (a tree 1,000 brackets deep is fine).
  const cursor = tree.cursor();
  do {
    if (cursor.name === '(') {
      open.push(cursor.from);
      if (open.length > MAX_NESTING && tooDeep === null) tooDeep = cursor.from;
    } else if (cursor.name === ')') {
      if (open.length === 0) extra ??= cursor.from;
      else open.pop();
    }
  } while (cursor.next());
  if (extra !== null) return problem('unbalanced', extra, extra + 1, { bracket: ')' });
  if (open.length > 0) {
    const at = open[open.length - 1];
    return problem('unbalanced', at, at + 1, { bracket: '(' });
  }
  return tooDeep === null ? null : problem('nesting', tooDeep, tooDeep + 1, { max: MAX_NESTING });
}

/** The first error node: what was found there (a token, or 'end'), at that token's place. */
function syntaxProblem(tree: Tree, source: string): RuleProblem | null {
  const cursor = tree.cursor();
  while (!cursor.type.isError) if (!cursor.next()) return null;
  const node = cursor.node;
  const quote = (text: string) => (text.length > MAX_FOUND ? `${text.slice(0, MAX_FOUND)}…` : text);
  if (node.from < node.to) {
    let leaf = node;
    while (leaf.firstChild) leaf = leaf.firstChild;
    return problem('syntax', node.from, node.to, { found: quote(source.slice(leaf.from, leaf.to).trim() || source.slice(node.from, node.to).trim()) });
  }
  // A missing token: what stands where it should be.
  let at = node.from;
  while (at < source.length && /\s/.test(source[at])) at++;
  if (at >= source.length) return problem('syntax', source.length, source.length, { found: 'end' });
  const next = tree.resolveInner(at, 1);
  const to = next.from === at && !next.firstChild && next.to > at ? next.to : at + (/^[^\s()',]+/.exec(source.slice(at, at + MAX_FOUND))?.[0].length ?? 1);
  return problem('syntax', at, to, { found: quote(source.slice(at, to)) });
}

const compare = (operator: Operator, a: number, b: number): boolean => {
  switch (operator) {
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
};

/** Whether the payment's value (already present) equals `literal`, or null when they cannot be compared. */
function equals(spec: AttributeSpec, value: string | number, facts: PaymentFacts, literal: Literal): Truth {
  switch (literal.type) {
    case 'money':
      return typeof value === 'number' && facts.currency === literal.currency ? value === literal.minor : null;
    case 'number':
      return typeof value === 'number' ? value === literal.value : null;
    case 'text':
      return typeof value === 'string' ? (spec.canonical ? spec.canonical(value) : value) === literal.value : null;
  }
}

/** A whole-and-fraction decimal (`Number` token) → its integer scaled by 10^`exponent`, as a bigint; null with too many decimals. */
function scaled(text: string, exponent: number): bigint | null {
  const [whole, fraction = ''] = text.split('.');
  return fraction.length > exponent ? null : BigInt(whole + fraction.padEnd(exponent, '0'));
}

/** Type-checks the tree while building the AST and each comparison's test. */
class Checker {
  readonly problems: RuleProblem[] = [];
  readonly conditions: Condition[] = [];
  readonly attributes = new Set<string>();
  readonly lists = new Set<string>();
  private readonly known: ReadonlyMap<string, ListRef>;

  constructor(
    private readonly source: string,
    lists: readonly ListRef[],
  ) {
    this.known = new Map(lists.map((list) => [list.alias.replace(/^@/, ''), list]));
  }

  private text(node: SyntaxNode) {
    return this.source.slice(node.from, node.to);
  }

  private report(code: Parameters<typeof problem>[0], node: { from: number; to: number }, params: RuleProblem['params'] = {}) {
    this.problems.push(problem(code, node.from, node.to, params));
  }

  expression(node: SyntaxNode): Expr | null {
    switch (node.type.id) {
      case terms.ParenthesizedExpression: {
        const inner = node.getChild('Expression');
        return inner ? this.expression(inner) : null;
      }
      case terms.NotExpression: {
        const inner = node.getChild('Expression');
        const operand = inner && this.expression(inner);
        return operand ? { kind: 'not', operand } : null;
      }
      case terms.AndExpression:
      case terms.OrExpression: {
        const [leftNode, rightNode] = node.getChildren('Expression');
        const left = leftNode ? this.expression(leftNode) : null;
        const right = rightNode ? this.expression(rightNode) : null;
        return left && right ? { kind: node.type.id === terms.AndExpression ? 'and' : 'or', left, right } : null;
      }
      case terms.Comparison:
      case terms.Membership:
        return this.condition(node);
      default:
        return null;
    }
  }

  private attribute(node: SyntaxNode): AttributeSpec | null {
    const written = this.text(node);
    const name = written.slice(1, -1);
    const spec = attributeSpec(name);
    if (spec) {
      this.attributes.add(spec.name);
      return spec;
    }
    const suggestion = closest(name, attributeNames);
    this.report('unknown-attribute', node, { name: written, ...(suggestion !== undefined && { suggestion: `:${suggestion}:` }) });
    return null;
  }

  private condition(node: SyntaxNode): Expr | null {
    const attributeNode = node.getChild(terms.Attribute);
    if (!attributeNode) return null;
    const spec = this.attribute(attributeNode);
    const written = this.text(attributeNode);
    const test = node.type.id === terms.Comparison ? this.comparison(node, spec, written) : this.membership(node, spec, written);
    if (!spec || !test) return null;
    this.conditions.push({ from: node.from, to: node.to, spec, test });
    return { kind: 'condition', index: this.conditions.length - 1 };
  }

  private comparison(node: SyntaxNode, spec: AttributeSpec | null, attribute: string): Condition['test'] | null {
    const operatorNode = node.getChild(terms.CompareOp);
    const valueNode = node.getChild('Value');
    if (!spec || !operatorNode || !valueNode) return null;
    const operator = this.text(operatorNode) as Operator;
    if (spec.type === 'text' && ORDERING.has(operator)) {
      this.report('operator', operatorNode, { operator, attribute });
      return null;
    }
    const literal = this.literal(valueNode, spec, attribute);
    if (!literal) return null;
    if (literal.type === 'text') {
      const same = (value: string | number, facts: PaymentFacts) => equals(spec, value, facts, literal);
      return operator === '=' ? same : (value, facts) => negate(same(value, facts));
    }
    const bound = literal.type === 'money' ? literal.minor : literal.value;
    return (value, facts) => {
      if (typeof value !== 'number' || !Number.isFinite(value)) return null;
      if (literal.type === 'money' && facts.currency !== literal.currency) return null;
      return compare(operator, value, bound);
    };
  }

  private membership(node: SyntaxNode, spec: AttributeSpec | null, attribute: string): Condition['test'] | null {
    const negated = node.getChild(terms.Not) !== null;
    const listNode = node.getChild(terms.ListName);
    if (listNode) {
      const written = this.text(listNode);
      const alias = written.slice(1);
      const list = this.known.get(alias);
      this.lists.add(alias);
      if (!list) {
        const suggestion = closest(alias, this.known.keys());
        this.report('unknown-list', listNode, { name: written, ...(suggestion !== undefined && { suggestion: `@${suggestion}` }) });
        return null;
      }
      if (!spec) return null;
      if (!spec.listKinds.includes(list.kind)) {
        this.report('list-kind', listNode, { list: written, kind: list.kind, attribute });
        return null;
      }
      return (value, _facts, lookup) => {
        const found = lookup(alias);
        if (!found || !spec.listKinds.includes(found.kind) || typeof value !== 'string') return null;
        const held = found.has(spec.canonical ? spec.canonical(value) : value);
        return negated ? !held : held;
      };
    }
    const listValues = node.getChild(terms.ValueList);
    if (!spec || !listValues) return null;
    const literals = listValues.getChildren('Value').map((valueNode) => this.literal(valueNode, spec, attribute));
    if (literals.some((literal) => literal === null)) return null;
    const checked = literals as Literal[];
    return (value, facts) => {
      // In: any literal equal; unknown when none can be compared (amounts in other currencies only).
      let comparable = false;
      for (const literal of checked) {
        const same = equals(spec, value, facts, literal);
        if (same === true) return !negated;
        if (same === false) comparable = true;
      }
      return comparable ? negated : null;
    };
  }

  /** The literal as `spec`'s type reads it, or null after reporting why not. */
  private literal(node: SyntaxNode, spec: AttributeSpec, attribute: string): Literal | null {
    const expectedNode: Record<AttributeType, number> = { money: terms.Money, decimal: terms.Number, number: terms.Number, text: terms.String };
    if (node.type.id !== expectedNode[spec.type]) {
      this.report('type', node, { attribute, expected: spec.type });
      return null;
    }
    const written = this.text(node);
    switch (spec.type) {
      case 'money': {
        const currencyNode = node.getChild(terms.Currency);
        const amountNode = node.getChild(terms.Number);
        if (!currencyNode || !amountNode) return null;
        const currency = this.text(currencyNode);
        if (!isKnownCurrency(currency)) {
          this.report('currency', currencyNode, { currency });
          return null;
        }
        const exponent = currencyExponent(currency);
        const minor = scaled(this.text(amountNode), exponent);
        if (minor === null) {
          this.report('decimals', amountNode, { currency, max: exponent });
          return null;
        }
        if (minor > BigInt(MAX_MINOR_AMOUNT)) {
          this.report('value', node, { attribute, value: written });
          return null;
        }
        return { type: 'money', currency, minor: Number(minor) };
      }
      case 'decimal': {
        const cents = scaled(written, 2);
        if (cents === null) {
          this.report('decimals', node, { currency: 'EUR', max: 2 });
          return null;
        }
        if (cents > BigInt(MAX_MINOR_AMOUNT)) {
          this.report('value', node, { attribute, value: written });
          return null;
        }
        return { type: 'number', value: Number(cents) };
      }
      case 'number': {
        const whole = scaled(written, 0);
        if (whole === null || whole < BigInt(spec.min ?? 0) || whole > BigInt(spec.max ?? Number.MAX_SAFE_INTEGER)) {
          this.report('value', node, { attribute, value: written });
          return null;
        }
        return { type: 'number', value: Number(whole) };
      }
      case 'text': {
        const text = written.slice(1, -1).replace(/\\(['\\])/g, '$1');
        const checked = spec.check ? spec.check(text) : { ok: true as const, value: text };
        if (checked.ok) return { type: 'text', value: checked.value };
        if (checked.code === 'currency') this.report('currency', node, { currency: text });
        else this.report('value', node, { attribute, value: written });
        return null;
      }
    }
  }
}

const negate = (truth: Truth): Truth => (truth === null ? null : !truth);

function fold(expr: Expr, results: readonly Truth[]): Truth {
  switch (expr.kind) {
    case 'condition':
      return results[expr.index];
    case 'not':
      return negate(fold(expr.operand, results));
    case 'and': {
      const left = fold(expr.left, results);
      const right = fold(expr.right, results);
      if (left === false || right === false) return false;
      return left === null || right === null ? null : true;
    }
    case 'or': {
      const left = fold(expr.left, results);
      const right = fold(expr.right, results);
      if (left === true || right === true) return true;
      return left === null || right === null ? null : false;
    }
  }
}

function compiled(source: string, expr: Expr, checker: Checker): CompiledRule {
  const conditions = checker.conditions.map((condition) => ({ ...condition, text: source.slice(condition.from, condition.to) }));
  const evaluate = (facts: PaymentFacts, lists: ListLookup): RuleEvaluation => {
    const results: Truth[] = [];
    const trace: ConditionTrace[] = [];
    for (const condition of conditions) {
      const raw = condition.spec.read(facts);
      const value = raw === undefined || (typeof raw === 'number' && !Number.isFinite(raw)) ? null : raw;
      const truth = value === null ? null : condition.test(value, facts, lists);
      results.push(truth);
      trace.push({ from: condition.from, to: condition.to, text: condition.text, value, holds: truth === true });
    }
    return { matched: fold(expr, results) === true, trace };
  };
  return { source, attributes: Object.freeze([...checker.attributes]), lists: Object.freeze([...checker.lists]), evaluate };
}
