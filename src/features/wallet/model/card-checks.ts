import type { TFunction } from 'i18next';
import {
  cardBrandOf,
  paymentInstrumentMessageKeys,
  validateCardholderName,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  type PaymentInstrumentErrorCode,
} from '@/lib/validation/payment-instruments';

/** Each card field's check as the user types: spec §5's five card messages, the payment-instrument library's rules. */
export function cardValidators(t: TFunction, now: () => number = Date.now) {
  const verdict = (result: { ok: true } | { ok: false; code: PaymentInstrumentErrorCode }) => (result.ok ? null : t(paymentInstrumentMessageKeys[result.code]));
  return {
    cardNumber: (value: string) => verdict(validateCardNumber(value)),
    expiry: (value: string) => verdict(validateExpiry(value, now())),
    cvc: (value: string, cardNumber: string) => verdict(validateCvc(value, cardBrandOf(cardNumber))),
    cardholderName: (value: string) => verdict(validateCardholderName(value)),
  };
}
