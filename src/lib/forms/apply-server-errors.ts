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
  /**
   * This form's own codes (see `failureMessageKey`). A key `<field>.<code>` (e.g. `'number.invalid'`)
   * applies to that field only and wins over a plain `<code>` key.
   */
  codes?: MessageCatalogue;
  /**
   * Codes that belong to a field even when the error points nowhere or elsewhere, e.g.
   * `{ 'invalid-2fa-code': 'code' }` for a server that refuses the code without a pointer.
   */
  codeFields?: Readonly<Record<string, string>>;
  /**
   * A form of one field (a name, a code) shows every refusal there: what no field claims goes
   * under this field instead of being returned for an alert above the form.
   */
  leftoverField?: string;
}

/** The form field an error belongs to, if any. */
function fieldOf(error: Failure['errors'][number], fields: readonly string[], codeFields: Readonly<Record<string, string>>) {
  const pointed = pointerField(error.source?.pointer);
  if (pointed && fields.includes(pointed)) return pointed;
  const byCode = codeFields[String(error.code)];
  return byCode && fields.includes(byCode) ? byCode : undefined;
}

/** The message key of an error shown under `field`: field-qualified code, then plain code, then 'errors:invalid'. */
const fieldMessageKey = (field: string, code: string, codes: MessageCatalogue) => codes[`${field}.${code}`] ?? codeMessageKey(code, codes) ?? 'errors:invalid';

/**
 * Puts each JSON:API error that belongs to a field of the form next to that field, translated
 * (an unknown code shows 'errors:invalid' there). Returns the message key for what is left over,
 * to show above the form, or null when every error found its field.
 */
export function applyServerErrors(form: ErrorTarget, failure: Failure, { fields, t, codes = {}, codeFields = {}, leftoverField }: ApplyOptions): string | null {
  const placed = new Set<string>();
  const rest: Failure['errors'] = [];
  for (const error of failure.errors) {
    const field = fieldOf(error, fields, codeFields);
    if (!field) {
      rest.push(error);
      continue;
    }
    // The first error of a field is the one shown; later ones for the same field are dropped.
    if (placed.has(field)) continue;
    placed.add(field);
    form.setFieldError(field, t(fieldMessageKey(field, String(error.code), codes)));
  }
  if (failure.errors.length > 0 && rest.length === 0) return null;
  const leftover = failureMessageKey({ ...failure, errors: rest }, codes);
  if (leftoverField === undefined || placed.has(leftoverField)) return leftover;
  form.setFieldError(leftoverField, t(leftover));
  return null;
}
