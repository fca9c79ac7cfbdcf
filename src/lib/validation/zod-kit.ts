import { config } from 'zod/mini';

// Before any schema is built (they are built from this module only): zod then never compiles parsers
// with `new Function`, nor probes whether it may, which a CSP without 'unsafe-eval' reports as a violation.
config({ jitless: true });

// The zod functions our schemas use, and only these, so that the chunk loaded on demand stays small:
// a dynamic import of 'zod/mini' itself keeps every export, locales included (about 80 KB gzip).
// A schema that needs another zod function adds it here; the type checker points here when one is missing.
export {
  _default,
  array,
  boolean,
  catch,
  enum,
  gte,
  int,
  literal,
  looseObject,
  lte,
  maxLength,
  minLength,
  nonnegative,
  null,
  nullable,
  nullish,
  number,
  object,
  optional,
  positive,
  record,
  refine,
  regex,
  string,
  superRefine,
  trim,
  union,
  unknown,
} from 'zod/mini';
