import type { PaymentInstrumentErrorCode } from './codes';
import { cardBrandOf, validateCvc, validateCardNumber } from './card-number';
import { validateExpiry } from './card-expiry';
import { validateCardholderName } from './cardholder-name';
import { paymentInstrumentMessageKeys } from './messages';

/**
 * Each card field's check as the user types, as a message (spec §5's five card errors) through the
 * screen's `t`, or null. `now` decides whether a card has expired. The payout-method and transfer
 * forms use the same checks.
 */
export function cardFieldMessages(t: (key: string) => string, now: () => number = Date.now) {
  const verdict = (result: { ok: true } | { ok: false; code: PaymentInstrumentErrorCode }) => (result.ok ? null : t(paymentInstrumentMessageKeys[result.code]));
  return {
    cardNumber: (value: string) => verdict(validateCardNumber(value)),
    expiry: (value: string) => verdict(validateExpiry(value, now())),
    cvc: (value: string, cardNumber: string) => verdict(validateCvc(value, cardBrandOf(cardNumber))),
    cardholderName: (value: string) => verdict(validateCardholderName(value)),
  };
}
