import type { TFunction } from 'i18next';
import { METHOD_LABEL_MAX, type PayoutMethodKind } from '@/lib/contract/payouts';
import type { MessageCatalogue } from '@/lib/forms';
import {
  accountHolderNameProblem,
  cardBrandOf,
  cardFieldMessages,
  hasUnsafeCharacters,
  paymentInstrumentMessageKeys,
  validateBic,
  validateIban,
  type PaymentInstrumentErrorCode,
} from '@/lib/validation/payment-instruments';

export interface MethodValues {
  kind: PayoutMethodKind;
  currency: string;
  label: string;
  accountHolderName: string;
  iban: string;
  bic: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
}

export const emptyMethod = (kind: PayoutMethodKind = 'bank-account', currency = 'EUR'): MethodValues => ({
  kind,
  currency,
  label: '',
  accountHolderName: '',
  iban: '',
  bic: '',
  cardNumber: '',
  expiry: '',
  cvc: '',
  cardholderName: '',
});

export const BANK_FIELDS = ['accountHolderName', 'iban', 'bic'] as const;
export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'cardholderName'] as const;
/** The form's fields, named as the server's error pointers name them. */
export const METHOD_FIELDS = ['kind', 'currency', 'label', ...BANK_FIELDS, ...CARD_FIELDS] as const;

/** The server's codes of this form → message keys: the payment-instrument ones, and ours. */
export const methodErrorCodes: MessageCatalogue = {
  ...paymentInstrumentMessageKeys,
  'invalid-account-holder-name': 'payoutMethods:add.errors.invalidAccountHolderName',
  'unknown-currency': 'errors:money.unknownCurrency',
  forbidden: 'payoutMethods:errors.forbidden',
};

/**
 * Each field's check as the user types, with the payment-instrument library's rules and messages
 * (`now` decides whether a card has expired). Only the chosen kind's fields are checked.
 */
export function methodValidators(t: TFunction, now: () => number = Date.now) {
  const message = (code: PaymentInstrumentErrorCode) => t(paymentInstrumentMessageKeys[code]);
  const when = (kind: PayoutMethodKind, check: (value: string, values: MethodValues) => string | null) => (value: string, values: MethodValues) =>
    values.kind === kind ? check(value, values) : null;
  const verdict = (result: { ok: true } | { ok: false; code: PaymentInstrumentErrorCode }) => (result.ok ? null : message(result.code));
  const card = cardFieldMessages(t, now);
  return {
    label: (value: string) => (value.trim().length > METHOD_LABEL_MAX ? t('payoutMethods:add.errors.labelLong', { max: METHOD_LABEL_MAX }) : null),
    accountHolderName: when('bank-account', (value) => {
      const problem = accountHolderNameProblem(value);
      return problem === 'required' ? message('required') : problem ? t('payoutMethods:add.errors.invalidAccountHolderName') : null;
    }),
    iban: when('bank-account', (value) => verdict(validateIban(value))),
    bic: when('bank-account', (value) => verdict(validateBic(value))),
    cardNumber: when('card', (value) => card.cardNumber(value)),
    expiry: when('card', (value) => card.expiry(value)),
    cvc: when('card', (value, values) => card.cvc(value, values.cardNumber)),
    cardholderName: when('card', (value) => card.cardholderName(value)),
  };
}

/**
 * Whether a field's value looks finished, so its check may speak while the user is still typing:
 * a wrong character at once, a wrong whole once it has its full length. An unfinished value is
 * judged when the field is left (or the form sent), not at its first key press.
 */
export function looksComplete(field: keyof MethodValues, value: string, values: MethodValues): boolean {
  const compact = value.replace(/[\s-]/g, '');
  switch (field) {
    case 'cardNumber':
      return /\D/.test(compact) || compact.length >= (cardBrandOf(compact) === 'amex' ? 15 : 16);
    case 'expiry':
      return /[^\d/ ]/.test(value) || compact.length >= 5;
    case 'cvc':
      return /\D/.test(compact) || compact.length >= (cardBrandOf(values.cardNumber) === 'amex' ? 4 : 3);
    case 'cardholderName':
    case 'accountHolderName':
      return /[\p{N}\p{S}]/u.test(value) || hasUnsafeCharacters(value);
    case 'iban':
      return /[^A-Za-z0-9\s]/.test(value) || compact.length >= 15;
    case 'bic':
      return /[^A-Za-z0-9\s]/.test(value) || compact.length >= 8;
    default:
      return true;
  }
}

/** The `payout-methods/create` payload: only the chosen kind's fields. Built at the moment of sending, never stored. */
export function createMethodPayload(resourceId: string, values: MethodValues) {
  const common = { kind: values.kind, currency: values.currency, ...(values.label.trim() && { label: values.label.trim() }) };
  const attributes =
    values.kind === 'bank-account'
      ? { ...common, accountHolderName: values.accountHolderName.trim(), iban: values.iban.trim(), bic: values.bic.trim() }
      : { ...common, cardNumber: values.cardNumber.trim(), expiry: values.expiry.trim(), cvc: values.cvc.trim(), cardholderName: values.cardholderName.trim() };
  return { resourceId, data: { type: 'payout-methods', attributes } };
}
