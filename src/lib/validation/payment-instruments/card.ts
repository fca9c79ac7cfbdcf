/** A whole card as a payout method form or API payload holds it. */
import type { CardBrand } from '@/lib/contract/transactions';
import type { CardErrorCode, CheckedFields } from './codes';
import { cardBrandOf, validateCardNumber, validateCvc } from './card-number';
import { validateExpiry } from './card-expiry';
import { validateCardholderName } from './cardholder-name';

export const cardFieldNames = ['cardNumber', 'expiry', 'cvc', 'cardholderName'] as const;
export type CardField = (typeof cardFieldNames)[number];

export type CardInput = Readonly<Record<CardField, unknown>>;

export interface CardDetails {
  digits: string;
  brand: CardBrand | null;
  expMonth: number;
  expYear: number;
  cvc: string;
  cardholderName: string;
}

/**
 * Every field checked (one code per wrong field); the CVC's length follows the number's brand.
 * `now` decides whether the card has expired (null: the expiry's form only, see `validateExpiry`).
 */
export function validateCard(input: CardInput, now: Date | number | null): CheckedFields<CardDetails, CardField, CardErrorCode> {
  const number = validateCardNumber(input.cardNumber);
  const cvc = validateCvc(input.cvc, cardBrandOf(input.cardNumber));
  const expiry = validateExpiry(input.expiry, now);
  const name = validateCardholderName(input.cardholderName);
  if (number.ok && expiry.ok && cvc.ok && name.ok) {
    return {
      ok: true,
      value: { ...number.value, expMonth: expiry.value.month, expYear: expiry.value.year, cvc: cvc.value, cardholderName: name.value },
    };
  }
  const errors: Partial<Record<CardField, CardErrorCode>> = {};
  if (!number.ok) errors.cardNumber = number.code;
  if (!expiry.ok) errors.expiry = expiry.code;
  if (!cvc.ok) errors.cvc = cvc.code;
  if (!name.ok) errors.cardholderName = name.code;
  return { ok: false, errors };
}
