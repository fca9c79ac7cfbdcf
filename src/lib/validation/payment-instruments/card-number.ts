/** A card's number (PAN), its brand and its CVC. */
import type { CardBrand } from '@/lib/contract/transactions';
import type { CardErrorCode, Checked } from './codes';
import { GROUP_SPACES, readField } from './text-guard';

/** Digits as typed or pasted: groups split by spaces or dashes. */
export const normaliseCardNumber = (input: string) => input.replace(GROUP_SPACES, '').replace(/-/g, '');

/** The Luhn (mod 10) check of a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const inRange = (digits: string, length: number, low: number, high: number) => {
  const prefix = Number(digits.slice(0, length));
  return digits.length >= length && prefix >= low && prefix <= high;
};

/**
 * The brand by the number's first digits (IIN ranges), for display: known as soon as enough digits
 * are typed; null for a brand we do not name. Not a validity check.
 */
export function detectCardBrand(digits: string): CardBrand | null {
  if (!/^\d+$/.test(digits)) return null;
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (/^(50|5[6-8]|6304|6390|67)/.test(digits)) return 'maestro';
  if (digits.startsWith('62')) return 'unionpay';
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover';
  if (inRange(digits, 4, 3528, 3589)) return 'jcb';
  return null;
}

/** The brand of a number as typed so far (spaces, dashes), for the icon beside the field and the CVC's length. */
export function cardBrandOf(input: unknown): CardBrand | null {
  const field = readField(input);
  return field.kind === 'text' ? detectCardBrand(normaliseCardNumber(field.text)) : null;
}

export interface CardNumber {
  digits: string;
  brand: CardBrand | null;
}

/** 12 to 19 digits (spaces and dashes between groups allowed) that pass Luhn. */
export function validateCardNumber(input: unknown): Checked<CardNumber, Extract<CardErrorCode, 'required' | 'invalid-card-number'>> {
  const field = readField(input);
  if (field.kind === 'empty') return { ok: false, code: 'required' };
  if (field.kind === 'refused') return { ok: false, code: 'invalid-card-number' };
  const digits = normaliseCardNumber(field.text);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, code: 'invalid-card-number' };
  return { ok: true, value: { digits, brand: detectCardBrand(digits) } };
}

/** American Express prints a 4-digit code (CID); every other brand a 3-digit one. */
export const cvcLength = (brand: CardBrand | null | undefined) => (brand === 'amex' ? 4 : 3);

export function validateCvc(input: unknown, brand?: CardBrand | null): Checked<string, Extract<CardErrorCode, 'required' | 'invalid-cvc'>> {
  const field = readField(input);
  if (field.kind === 'empty') return { ok: false, code: 'required' };
  if (field.kind === 'refused' || !new RegExp(`^\\d{${cvcLength(brand)}}$`).test(field.text)) return { ok: false, code: 'invalid-cvc' };
  return { ok: true, value: field.text };
}
