/**
 * Validation of payout methods and other payment instruments: IBAN, BIC and cards, their masked
 * display, zod schemas over them and the message of each error code. Plain functions: no React, no
 * i18next, no zod loaded, so the sandbox calls the same ones as the screens.
 */
export { bankAccountFieldNames, validateBankAccount, type BankAccountDetails, type BankAccountField, type BankAccountInput } from './bank-account';
export { normaliseBic, validateBic } from './bic';
export { cardFieldNames, validateCard, type CardDetails, type CardField, type CardInput } from './card';
export { MAX_EXPIRY_YEARS_AHEAD, parseExpiry, validateExpiry, type CardExpiry } from './card-expiry';
export { cardBrandOf, cvcLength, detectCardBrand, luhnValid, normaliseCardNumber, validateCardNumber, validateCvc, type CardNumber } from './card-number';
export { CARDHOLDER_NAME_MAX, CARDHOLDER_NAME_MIN, validateCardholderName } from './cardholder-name';
export {
  paymentInstrumentTitles,
  type BankAccountErrorCode,
  type BicErrorCode,
  type CardErrorCode,
  type Checked,
  type CheckedFields,
  type IbanErrorCode,
  type PaymentInstrumentErrorCode,
} from './codes';
export { formatIban, ibanRemainder, normaliseIban, validateIban } from './iban';
export { ibanLengths } from './iban-countries';
export { MASK, maskCardNumber, maskIban } from './mask';
export { paymentInstrumentMessageKeys } from './messages';
export { cardFieldMessages } from './card-field-messages';
export { bankAccountCheck, bankAccountSchema, cardCheck, cardSchema, type CardSchemaOptions, type InstrumentSchemaOptions } from './schemas';
export { hasUnsafeCharacters } from './text-guard';
export { accountHolderNameProblem } from './account-holder-name';
