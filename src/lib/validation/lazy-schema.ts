import type { z } from 'zod/mini';
import { onDemand } from '../http/on-demand';
import type * as ZodKit from './zod-kit';

/** The zod functions a schema is built with (see zod-kit.ts). */
export type Zod = typeof ZodKit;

// zod is not needed to show a page, only to read an answer: it loads with the first answer parsed.
const loadZod = onDemand(() => import('./zod-kit'));

/** Starts loading zod so that the first answer does not wait for it. */
export const preloadSchemas = () => {
  loadZod().catch(() => undefined);
};

/**
 * A parser for a schema that is built on first use. Write the schema as usual inside `build`;
 * the parser resolves with the parsed value, or rejects with zod's error (or a retryable network
 * failure when zod itself could not be downloaded).
 */
export function lazySchema<S extends z.ZodMiniType>(build: (zod: Zod) => S): (data: unknown) => Promise<z.output<S>> {
  let schema: S | undefined;
  return async (data) => {
    schema ??= build(await loadZod());
    return schema.parse(data) as z.output<S>;
  };
}
