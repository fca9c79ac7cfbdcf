/**
 * What every payment-instrument field refuses before reading it: a value that is not text, one far
 * longer than any such field (so a 10,000-character paste costs nothing), and characters that hide
 * or reorder what a person sees: control characters and the bidirectional marks, embeddings,
 * overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). A name or an IBAN
 * that displays differently from what is stored could make one account look like another.
 */

const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Longer than any IBAN, card number, expiry, CVC, BIC or cardholder name could be, spaces included. */
export const MAX_FIELD_INPUT = 64;

export const hasUnsafeCharacters = (value: string) => UNSAFE.test(value);

/** Spaces a person or a bank statement puts between groups: space, no-break space, narrow no-break space. */
export const GROUP_SPACES = /[ \u00A0\u202F]/g;

export type FieldInput = { kind: 'text'; text: string } | { kind: 'empty' } | { kind: 'refused' };

/** The field's text trimmed, `empty` for nothing at all, or `refused` for something no field may hold. */
export function readField(value: unknown, max = MAX_FIELD_INPUT): FieldInput {
  if (value === undefined || value === null) return { kind: 'empty' };
  if (typeof value !== 'string' || value.length > max || hasUnsafeCharacters(value)) return { kind: 'refused' };
  const text = value.replace(/^[ \u00A0\u202F]+|[ \u00A0\u202F]+$/g, '');
  return text === '' ? { kind: 'empty' } : { kind: 'text', text };
}
