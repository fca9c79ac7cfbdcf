/**
 * The message of each payment-instrument error code: the key of its translation (namespace
 * `paymentInstruments`, `required` shared in `errors`). A `MessageCatalogue` for `applyServerErrors`
 * and `failureMessageKey`, and what a form passes to the schemas as `message` through `t`.
 */
import type { PaymentInstrumentErrorCode } from './codes';

export const paymentInstrumentMessageKeys: Readonly<Record<PaymentInstrumentErrorCode, string>> = {
  required: 'errors:required',
  'invalid-card-number': 'paymentInstruments:errors.invalidCardNumber',
  'invalid-expiry-date': 'paymentInstruments:errors.invalidExpiryDate',
  'card-expired': 'paymentInstruments:errors.cardExpired',
  'invalid-cvc': 'paymentInstruments:errors.invalidCvc',
  'invalid-cardholder-name': 'paymentInstruments:errors.invalidCardholderName',
  'invalid-iban': 'paymentInstruments:errors.invalidIban',
  'iban-unknown-country': 'paymentInstruments:errors.ibanUnknownCountry',
  'iban-wrong-length': 'paymentInstruments:errors.ibanWrongLength',
  'invalid-iban-checksum': 'paymentInstruments:errors.invalidIbanChecksum',
  'invalid-bic': 'paymentInstruments:errors.invalidBic',
};
