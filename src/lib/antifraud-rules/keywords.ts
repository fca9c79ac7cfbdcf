/**
 * The grammar's external specializer (rule.grammar): a Word that is a keyword in any case (`and`, `AND`,
 * `And`) becomes that keyword's token; any other Word stays a Word (a currency code). A Map, not an
 * object, so that `constructor` or `__proto__` is no keyword.
 */
import { And, In, Not, Or } from './parser.terms';

const keywords: ReadonlyMap<string, number> = new Map([
  ['and', And],
  ['or', Or],
  ['not', Not],
  ['in', In],
]);

/** The keyword's term, or -1 (no specialization). The parser also passes its stack, which is not needed here. */
export const keyword = (value: string, _stack?: unknown): number => keywords.get(value.toLowerCase()) ?? -1;
