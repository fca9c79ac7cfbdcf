/**
 * The antifraud rule language (ADR 0011): one engine for the sandbox's live payments, the backtest worker
 * and the rules editor. Pure functions: no React, no i18next.
 *
 * - `compileRule(source, lists)`: parse (Lezer grammar, rule.grammar) and type-check a condition; every
 *   problem at its `[from, to)` with a code and params (problems.ts; English in messages.en.json, keyed by
 *   `problemMessageKey`).
 * - `CompiledRule.attributes` names attributes without colons (`amount`), `.lists` aliases without `@`; a
 *   `ListRef.alias` and the lookup's alias are without `@` too.
 * - `CompiledRule.evaluate(facts, lists)`: whether it matches, with a trace of each comparison. A comparison
 *   on a missing value (null) never holds, `!=` and `not in` included, and `not` does not turn it into a
 *   match (three-valued, compile.ts).
 * - `decide(rules, facts, lists)`: allow, then block, review, request-3ds; first enabled match by position.
 * - `parseListItem`, `parseBulkList`: list items in canonical form (English in list-messages.en.json);
 *   `listMembership`, `listLookup`: a lookup from items.
 * - `parser`: the Lezer parser, for the editor's highlighting and completion (`attributeSpecs` lists the attributes).
 */
export * from './types';
export { attributeNames, attributeSpecs, type AttributeSpec, type AttributeType } from './attributes';
export { compileRule, MAX_NESTING, MAX_RULE_LENGTH } from './compile';
export { decide, ruleOrder } from './decide';
export {
  BIDI_CONTROLS,
  canonicalValue,
  listItemCodes,
  MAX_BULK_LINES,
  MAX_LIST_ITEM_LENGTH,
  parseBulkList,
  parseListItem,
  type BulkLineCode,
  type BulkListParse,
  type ListItemCode,
  type ListItemParse,
} from './list-items';
export { listLookup, listMembership, type ListMembership } from './membership';
export { parser } from './parser';
export { formatRuleProblem, problemMessageKey, ruleProblemCodes, type RuleProblemCode } from './problems';
