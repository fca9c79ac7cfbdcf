/**
 * What a payment-instrument validator answers: the value it read, or one error code. Codes, not
 * messages: the client turns a code into its translated message (`messages.ts`), the sandbox answers
 * it as a JSON:API field error with the English title below.
 */

/** Spec §5 transfer card errors, and `required` for an empty field. */
export type CardErrorCode = 'required' | 'invalid-card-number' | 'invalid-expiry-date' | 'card-expired' | 'invalid-cvc' | 'invalid-cardholder-name';

export type IbanErrorCode = 'required' | 'invalid-iban' | 'iban-unknown-country' | 'iban-wrong-length' | 'invalid-iban-checksum';
export type BicErrorCode = 'required' | 'invalid-bic';
export type BankAccountErrorCode = IbanErrorCode | BicErrorCode;

export type PaymentInstrumentErrorCode = CardErrorCode | BankAccountErrorCode;

/** One field's verdict. */
export type Checked<T, C extends PaymentInstrumentErrorCode> = { ok: true; value: T } | { ok: false; code: C };

/** A whole instrument's verdict: its read value, or one code per field that is wrong. */
export type CheckedFields<T, F extends string, C extends PaymentInstrumentErrorCode> = { ok: true; value: T } | { ok: false; errors: Partial<Record<F, C>> };

/**
 * The English title of each code, for API answers (JSON:API `title`). The screens show the
 * translated message instead; a test keeps these equal to the English messages.
 */
export const paymentInstrumentTitles: Readonly<Record<PaymentInstrumentErrorCode, string>> = {
  required: 'This field is required',
  'invalid-card-number': 'Invalid card number',
  'invalid-expiry-date': 'Invalid expiry date',
  'card-expired': 'Card expired',
  'invalid-cvc': 'Invalid CVC',
  'invalid-cardholder-name': 'Invalid cardholder name',
  'invalid-iban': 'Invalid IBAN',
  'iban-unknown-country': 'Unknown IBAN country',
  'iban-wrong-length': 'Wrong IBAN length for its country',
  'invalid-iban-checksum': 'Invalid IBAN checksum',
  'invalid-bic': 'Invalid BIC',
};
