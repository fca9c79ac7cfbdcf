/**
 * The name on a card: letters of any script (with their accents and vowel marks), spaces,
 * apostrophes, hyphens and full stops; 2–26 characters, as an embossed card holds (ISO/IEC 7813).
 * Never digits, never symbols (`=1+1` could be read as a formula where the name is exported).
 */
import type { CardErrorCode, Checked } from './codes';
import { readField } from './text-guard';

export const CARDHOLDER_NAME_MIN = 2;
export const CARDHOLDER_NAME_MAX = 26;

// Starts with a letter; then letters, combining marks, the joiners some scripts spell names with
// (U+200C, U+200D), space, ' ’ - and full stop.
const NAME = /^\p{L}(?:[\p{L}\p{M} '\u2019.-]|\u200C|\u200D)*$/u;

/** The name in NFC with single spaces, or `invalid-cardholder-name`. */
export function validateCardholderName(input: unknown): Checked<string, Extract<CardErrorCode, 'required' | 'invalid-cardholder-name'>> {
  const field = readField(input);
  if (field.kind === 'empty') return { ok: false, code: 'required' };
  if (field.kind === 'refused') return { ok: false, code: 'invalid-cardholder-name' };
  const name = field.text.normalize('NFC').replace(/ {2,}/g, ' ');
  const length = [...name].length;
  if (length < CARDHOLDER_NAME_MIN || length > CARDHOLDER_NAME_MAX || !NAME.test(name)) return { ok: false, code: 'invalid-cardholder-name' };
  return { ok: true, value: name };
}
