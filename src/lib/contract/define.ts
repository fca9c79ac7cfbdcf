/**
 * How an action's contract entry is built: its endpoint, flags and schemas (parsed lazily: zod loads
 * with the first parse). Each area's contract file (`transactions.ts`, `payment-links.ts`, ...) uses it.
 */
import type { z } from 'zod/mini';
import type { Zod } from '@/lib/validation';
import { ContractViolation, validateWith, type ContractResult, type SafeParser } from './errors';
import { loadZod } from './load-zod';
import * as s from './schemas';

export type ActionEndpoint = 'main' | 'mailbox' | 'payouts';

export type Build<S extends z.ZodMiniType> = (zod: Zod) => S;

/**
 * Parses a value: resolves with the parsed value; rejects with a `ContractViolation` (its `errors`
 * point at the fields), or a retryable network failure when zod could not be loaded.
 * `check(value)` resolves with `{ok, value}` or `{ok: false, errors}` instead.
 */
export interface ContractParser<T> {
  (value: unknown): Promise<T>;
  check: (value: unknown) => Promise<ContractResult<T>>;
}

export interface ActionContractEntry<P extends z.ZodMiniType, D extends z.ZodMiniType, M extends z.ZodMiniType> {
  endpoint: ActionEndpoint;
  /** Changes data: the server stores its result by requestReference (a retry is answered, not applied, again). */
  mutates: boolean;
  /** Moves money: a sent call without an answer has an unknown outcome (see money-actions.ts). */
  movesMoney: boolean;
  /** Acts on one object named by the envelope's `id` (or `payload.id`). */
  target: boolean;
  /** The schema builders, for a caller that holds zod already (the sandbox builds them eagerly). */
  build: { payload: Build<P>; answer: Build<D>; meta: Build<M> };
  payload: ContractParser<z.output<P>>;
  answer: ContractParser<z.output<D>>;
  meta: ContractParser<z.output<M>>;
}

/** A parser over a schema built on first use; errors point under `prefix` (`/data` for an answer's data). */
function lazyParser<S extends z.ZodMiniType>(build: Build<S>, what: string, prefix: string): ContractParser<z.output<S>> {
  let schema: S | undefined;
  const check = async (value: unknown): Promise<ContractResult<z.output<S>>> => {
    schema ??= build(await loadZod());
    return validateWith(schema as unknown as SafeParser<z.output<S>>, value, prefix);
  };
  const parse = async (value: unknown) => {
    const result = await check(value);
    if (!result.ok) throw new ContractViolation(what, result.errors);
    return result.value;
  };
  return Object.assign(parse, { check });
}

export function action<P extends z.ZodMiniType, D extends z.ZodMiniType, M extends z.ZodMiniType = z.ZodMiniOptional<z.ZodMiniUnknown>>(
  name: string,
  spec: {
    endpoint?: ActionEndpoint;
    mutates?: boolean;
    movesMoney?: boolean;
    target?: boolean;
    payload: Build<P>;
    answer: Build<D>;
    meta?: Build<M>;
  },
): ActionContractEntry<P, D, M> {
  const meta = (spec.meta ?? s.anyMeta) as Build<M>;
  return {
    endpoint: spec.endpoint ?? 'main',
    mutates: spec.mutates ?? false,
    movesMoney: spec.movesMoney ?? false,
    target: spec.target ?? false,
    build: { payload: spec.payload, answer: spec.answer, meta },
    payload: lazyParser(spec.payload, `The payload of ${name}`, ''),
    answer: lazyParser(spec.answer, `The answer of ${name}`, '/data'),
    meta: lazyParser(meta, `The meta of ${name}`, '/meta'),
  };
}

/** An answer that is a list of `item`. */
export const list = <D extends z.ZodMiniType>(zod: Zod, item: (z: Zod) => D) => zod.array(item(zod));
