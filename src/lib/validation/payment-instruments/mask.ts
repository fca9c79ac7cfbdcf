/**
 * Card numbers and IBANs as the screens show them, hiding all but what identifies the account to
 * its owner. Each is one left-to-right isolate: bullets and digits have no direction of their own,
 * so in an Arabic sentence `•••• 4242` would otherwise read `4242 ••••`.
 */
import { ltrIsolate } from '@/lib/i18n/languages';
import { normaliseCardNumber } from './card-number';
import { normaliseIban } from './iban';

export const MASK = '••••';

/** `Visa •••• 4242` (or `•••• 4242` without a brand name) from a full number or its last four digits. */
export function maskCardNumber(numberOrLast4: string, brandName?: string | null): string {
  const last4 = normaliseCardNumber(numberOrLast4).replace(/\D/g, '').slice(-4);
  return ltrIsolate([brandName, MASK, last4].filter(Boolean).join(' '));
}

/**
 * `DE89 •••• •••• •••• •••• 3000`: the country and check digits, a group of bullets per hidden
 * group of four (so the length reads roughly right), and the last four characters.
 */
export function maskIban(iban: string): string {
  const value = normaliseIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{5,30}$/.test(value)) return ltrIsolate(MASK);
  const hidden = Math.ceil((value.length - 8) / 4);
  return ltrIsolate([value.slice(0, 4), ...Array<string>(hidden).fill(MASK), value.slice(-4)].join(' '));
}
