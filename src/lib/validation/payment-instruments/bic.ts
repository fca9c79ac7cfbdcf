/**
 * BIC (ISO 9362), 8 or 11 characters `AAAABBCC(DDD)`: a 4-letter institution code, the
 * institution's country (ISO 3166-1 alpha-2), a 2-character location and an optional 3-character
 * branch (`XXX` for the head office).
 */
import type { BicErrorCode, Checked } from './codes';
import { countryCodes } from './countries';
import { GROUP_SPACES, readField } from './text-guard';

const BIC = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export const normaliseBic = (input: string) => input.replace(GROUP_SPACES, '').toUpperCase();

/** The BIC upper-cased, without spaces, or the code of what is wrong. */
export function validateBic(input: unknown): Checked<string, BicErrorCode> {
  const field = readField(input);
  if (field.kind === 'empty') return { ok: false, code: 'required' };
  if (field.kind === 'refused') return { ok: false, code: 'invalid-bic' };
  const bic = normaliseBic(field.text);
  const country = BIC.exec(bic)?.[1];
  return country !== undefined && countryCodes.has(country) ? { ok: true, value: bic } : { ok: false, code: 'invalid-bic' };
}
