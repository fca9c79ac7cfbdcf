/**
 * What the sandbox checks of a payout method beyond the payment-instrument library
 * (`src/lib/validation/payment-instruments`, docs/api/payment-instruments.md, which the screens
 * use too): the bank account holder's name, and the masked text the API answers with.
 */
import { hasUnsafeCharacters, MASK } from '@/lib/validation/payment-instruments';

/** docs/api/payouts.md: 2–70 characters, letters of any script, digits, spaces and `' - . , &`. */
export function accountHolderNameProblem(input: unknown): 'required' | 'invalid-account-holder-name' | null {
  if (typeof input !== 'string') return input === undefined || input === null ? 'required' : 'invalid-account-holder-name';
  const name = input.trim().replace(/\s+/g, ' ');
  if (!name) return 'required';
  return hasUnsafeCharacters(input) || !/^[\p{L}\p{M}\p{Nd}][\p{L}\p{M}\p{Nd} '’\-.,&]{1,69}$/u.test(name) ? 'invalid-account-holder-name' : null;
}

/** `•••• 4242`: plain text (the screens add their own isolate and brand). */
export const maskCard = (last4: string) => `${MASK} ${last4}`;
/** `DE89 •••• 3000`: the country and check digits, and the last four, of an IBAN in electronic form. */
export const maskIban = (iban: string) => `${iban.slice(0, 4)} ${MASK} ${iban.slice(-4)}`;
