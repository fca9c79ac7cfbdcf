/**
 * Contract violations as JSON:API errors. Nothing here imports zod: a schema is only asked to
 * `safeParse`, so this module works with the schemas built lazily (client) and eagerly (sandbox).
 */

/** A JSON:API error naming the field it is about (`source.pointer`, RFC 6901). */
export interface ContractError {
  code: string;
  title: string;
  source: { pointer: string };
}

/** The part of a zod issue the mapping reads. */
export interface ContractIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
  expected?: unknown;
  params?: Record<string, unknown>;
}

export type ContractResult<T> = { ok: true; value: T } | { ok: false; errors: ContractError[] };

/** What `validateWith` needs of a schema: zod's `safeParse`. */
export interface SafeParser<T> {
  safeParse: (
    value: unknown,
    params?: { reportInput?: boolean },
  ) => { success: true; data: T } | { success: false; error: { issues: readonly ContractIssue[] } };
}

const escapeSegment = (segment: PropertyKey) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** `['data', 'attributes', 'amount']` → `/data/attributes/amount` (after `prefix`, e.g. `/data`). */
export const toPointer = (path: readonly PropertyKey[], prefix = '') => prefix + path.map((segment) => `/${escapeSegment(segment)}`).join('');

const GENERIC = 'Invalid input';

/**
 * One error per issue. Codes: a refinement's own `params.code` (e.g. `required`), `required` for a
 * missing value, else `invalid`. The title is the schema's own message when it has one.
 */
export function issueToError(issue: ContractIssue, prefix = ''): ContractError {
  const own = issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : undefined;
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  const code = own ?? (missing ? 'required' : 'invalid');
  const custom = issue.message && issue.message !== GENERIC ? issue.message : undefined;
  const fallback =
    code === 'required'
      ? 'This field is required'
      : issue.code === 'invalid_type' && typeof issue.expected === 'string'
        ? `Expected ${issue.expected}`
        : 'Invalid value';
  return { code, title: custom ?? fallback, source: { pointer: toPointer(issue.path, prefix) } };
}

export const issuesToErrors = (issues: readonly ContractIssue[], prefix = '') => issues.map((issue) => issueToError(issue, prefix));

/** Parses `value`: the parsed value, or the errors with pointers under `prefix`. */
export function validateWith<T>(schema: SafeParser<T>, value: unknown, prefix = ''): ContractResult<T> {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: issuesToErrors(result.error.issues, prefix) };
}

/** Thrown by the contract's parsers (`contract[action].answer(data)`) when a value breaks the contract. */
export class ContractViolation extends Error {
  readonly errors: ContractError[];

  constructor(what: string, errors: ContractError[]) {
    super(`${what} breaks the contract: ${errors.map((e) => `${e.source.pointer || '/'} ${e.code}`).join(', ')}`);
    this.name = 'ContractViolation';
    this.errors = errors;
  }
}

export const isContractViolation = (error: unknown): error is ContractViolation => error instanceof ContractViolation;
