import { ltrIsolate } from '@/lib/i18n/languages';
import { ibanLengths, maskCardNumber, maskIban } from '@/lib/validation/payment-instruments';
import type { PayoutMethod } from '../api/payout-methods-api';

const brandNames: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  discover: 'Discover',
};

/**
 * The method's number as the screens show it, from the masked parts the server sends (it never
 * sends more): `Visa •••• 4242`, `DE89 •••• •••• •••• •••• 3000` (a group of bullets per hidden group
 * of the country's IBAN length, as `maskIban` draws it).
 */
export function maskedNumber(method: PayoutMethod): string {
  if (method.kind === 'card') return maskCardNumber(method.last4, method.brand ? (brandNames[method.brand] ?? null) : null);
  const head = method.masked.replace(/[^A-Z0-9]/g, '').slice(0, 4);
  const length = ibanLengths.get(head.slice(0, 2));
  if (!/^[A-Z]{2}\d{2}$/.test(head) || !length || method.last4.length !== 4) return ltrIsolate(method.masked.replace(/[\u2066-\u2069]/g, ''));
  // Only the shown characters are real: the hidden middle is filler that maskIban replaces with bullets.
  return maskIban(`${head}${'0'.repeat(length - 8)}${method.last4}`);
}

/** The masked number with one group of bullets for the hidden middle (`DE89 •••• 3000`): for phones. */
export const compactMaskedNumber = (method: PayoutMethod) => maskedNumber(method).replace(/(?:•••• )+/, '•••• ');

/** How the method is named in buttons and dialogs: its label, else its masked number. */
export const methodName = (method: PayoutMethod) => method.label || maskedNumber(method);
