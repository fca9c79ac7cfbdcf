import type { Failure } from '@/lib/http';
import { codeMessageKey, failureMessageKey, type MessageCatalogue } from './failure-message';

/** The part of a @mantine/form form this needs (any `useForm` result has it). */
export interface ErrorTarget {
  setFieldError: (path: string, error: string) => void;
}

/** The field a JSON pointer names: '/data/attributes/amount' → 'amount'; '/data/attributes/card/last4' → 'card.last4'. */
export const pointerField = (pointer: string | undefined): string | undefined => {
  const match = pointer?.match(/^\/data\/(?:attributes|relationships)\/(.+)$/);
  return match ? match[1].split('/').join('.') : undefined;
};

export interface ApplyOptions {
  /** The form's field paths: an error pointing at any other path is not a field error. */
  fields: readonly string[];
  /** Translates a message key. */
  t: (key: string) => string;
  /** This form's own codes (see `failureMessageKey`). */
  codes?: MessageCatalogue;
}

/**
 * Puts each JSON:API error that points at a field of the form next to that field, translated
 * (an unknown code shows 'errors:invalid' there). Returns the message key for what is left over,
 * to show above the form, or null when every error found its field.
 */
export function applyServerErrors(form: ErrorTarget, failure: Failure, { fields, t, codes = {} }: ApplyOptions): string | null {
  let leftover = failure.errors.length === 0;
  const placed = new Set<string>();
  for (const error of failure.errors) {
    const field = pointerField(error.source?.pointer);
    if (field && fields.includes(field)) {
      if (placed.has(field)) continue;
      placed.add(field);
      form.setFieldError(field, t(codeMessageKey(String(error.code), codes) ?? 'errors:invalid'));
    } else {
      leftover = true;
    }
  }
  if (!leftover) return null;
  const rest = { ...failure, errors: failure.errors.filter((e) => !placed.has(pointerField(e.source?.pointer) ?? '')) };
  return failureMessageKey(rest, codes);
}
