/**
 * IBAN (ISO 13616): two country letters, two check digits, then the country's account number
 * (BBAN), as long in all as the country's length. Valid when the number read with the first four
 * characters moved to the end (letters as 10–35) leaves 1 modulo 97 (ISO 7064 MOD 97-10).
 */
import type { Checked, IbanErrorCode } from './codes';
import { ibanLengths } from './iban-countries';
import { GROUP_SPACES, readField } from './text-guard';

/** The electronic form: no spaces, upper case. */
export const normaliseIban = (input: string) => input.replace(GROUP_SPACES, '').toUpperCase();

/**
 * The rearranged IBAN modulo 97, one character at a time: the remainder so far times 10 (a digit)
 * or 100 (a letter, two digits) plus the next value stays below 9,800, so plain numbers are exact
 * with no BigInt and no 30-digit number is ever built.
 */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** The IBAN in its electronic form, or the first rule it breaks. */
export function validateIban(input: unknown): Checked<string, IbanErrorCode> {
  const field = readField(input);
  if (field.kind === 'empty') return { ok: false, code: 'required' };
  if (field.kind === 'refused') return { ok: false, code: 'invalid-iban' };
  const iban = normaliseIban(field.text);
  if (!/^[A-Z]{2}[A-Z0-9]*$/.test(iban)) return { ok: false, code: 'invalid-iban' };
  const length = ibanLengths.get(iban.slice(0, 2));
  if (length === undefined) return { ok: false, code: 'iban-unknown-country' };
  if (iban.length !== length) return { ok: false, code: 'iban-wrong-length' };
  if (!/^\d{2}$/.test(iban.slice(2, 4))) return { ok: false, code: 'invalid-iban' };
  // 00, 01 and 99 are never issued (check digits run 02–98), though 01 and 99 can pass MOD 97.
  const checkDigits = Number(iban.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98 || ibanRemainder(iban) !== 1) return { ok: false, code: 'invalid-iban-checksum' };
  return { ok: true, value: iban };
}

/** The print form: groups of four (`DE89 3704 0044 0532 0130 00`). */
export const formatIban = (iban: string) => normaliseIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
