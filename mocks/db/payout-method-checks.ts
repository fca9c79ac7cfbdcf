/**
 * The masked text the API answers with for a payout method (the checks are the payment-instrument
 * library's, `src/lib/validation/payment-instruments`, which the screens use too).
 */
import { MASK } from '@/lib/validation/payment-instruments';

/** `•••• 4242`: plain text (the screens add their own isolate and brand). */
export const maskCard = (last4: string) => `${MASK} ${last4}`;
/** `DE89 •••• 3000`: the country and check digits, and the last four, of an IBAN in electronic form. */
export const maskIban = (iban: string) => `${iban.slice(0, 4)} ${MASK} ${iban.slice(-4)}`;
