/**
 * Card numbers and IBANs in free text, found by their checks rather than by one regular expression:
 * a date or an amount written just before a card number must not hide it from the check, and an
 * IBAN may be written in any case, grouped or not.
 */
import { ibanLengths, ibanRemainder, luhnValid } from '@/lib/validation/payment-instruments';

export const CARD = '[card]';
export const IBAN = '[iban]';

const CARD_MIN = 13;
const CARD_MAX = 19;
const IBAN_MIN = 15;
const IBAN_MAX = 34;

// Digits with single spaces or dashes between them, not inside a word or an id (`txn_4242…`).
const DIGIT_RUN = /(?<!\w)\d(?:[ \u00A0\u202F-]?\d)*(?!\w)/g;
const DIGIT_SEPARATOR = /([ \u00A0\u202F-])/;

/**
 * Every window of whole digit groups that holds 13 to 19 digits and passes Luhn becomes `[card]`
 * (over-scrubbing is the safe side: a date just before a card number may go with it).
 */
function hideCardsInRun(run: string): string {
  const parts = run.split(DIGIT_SEPARATOR);
  const groups = parts.filter((_, index) => index % 2 === 0);
  const hidden = groups.map(() => false);
  for (let first = 0; first < groups.length; first += 1) {
    let digits = '';
    for (let last = first; last < groups.length && digits.length + groups[last].length <= CARD_MAX; last += 1) {
      digits += groups[last];
      if (digits.length >= CARD_MIN && luhnValid(digits)) hidden.fill(true, first, last + 1);
    }
  }
  let out = '';
  groups.forEach((group, index) => {
    if (index > 0 && !(hidden[index] && hidden[index - 1])) out += parts[index * 2 - 1];
    if (!hidden[index]) out += group;
    else if (index === 0 || !hidden[index - 1]) out += CARD;
  });
  return out;
}

export const hideCardNumbers = (text: string) => text.replace(DIGIT_RUN, hideCardsInRun);

/** A whole number of 13 to 19 digits that passes Luhn (a card number sent as a number). */
export const isCardNumber = (value: number) => Number.isSafeInteger(value) && value >= 10 ** (CARD_MIN - 1) && luhnValid(String(value));

// Two letters and two digits at the start of a word: where an IBAN may begin.
const IBAN_START = /(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}/g;
const ALPHANUMERIC = /[A-Za-z0-9]/;
const IBAN_SEPARATOR = /[ \u00A0\u202F]/;

/**
 * Where an IBAN that starts at `start` ends (exclusive), or null. Read in any case, with single spaces
 * between characters, it is one when it ends at a word's end and either has its country's length
 * (a typo in the check digits does not let it through), or, grouped by four or not at all, passes
 * MOD 97 (a country the registry list lacks), or is in capitals (any 15 to 34 characters, as before).
 */
function ibanEnd(text: string, start: number): number | null {
  const expected = ibanLengths.get(text.slice(start, start + 2).toUpperCase());
  let compact = '';
  let group = 0;
  let fourByFour = true;
  let checksumEnd: number | null = null;
  let capitalsEnd: number | null = null;
  let index = start;
  while (index < text.length && compact.length < IBAN_MAX) {
    const char = text[index];
    if (IBAN_SEPARATOR.test(char) && ALPHANUMERIC.test(text[index + 1] ?? '')) {
      if (group !== 4) fourByFour = false;
      group = 0;
      index += 1;
      continue;
    }
    if (!ALPHANUMERIC.test(char)) break;
    compact += char;
    group += 1;
    index += 1;
    if (ALPHANUMERIC.test(text[index] ?? '')) continue;
    if (compact.length === expected) return index;
    if (compact.length < IBAN_MIN) continue;
    if (checksumEnd === null && fourByFour && ibanRemainder(compact.toUpperCase()) === 1) checksumEnd = index;
    if (compact === compact.toUpperCase()) capitalsEnd = index;
  }
  return checksumEnd ?? capitalsEnd;
}

export function hideIbans(text: string): string {
  let out = '';
  let from = 0;
  for (const match of text.matchAll(IBAN_START)) {
    if (match.index < from) continue;
    const end = ibanEnd(text, match.index);
    if (end === null) continue;
    out += text.slice(from, match.index) + IBAN;
    from = end;
  }
  return out + text.slice(from);
}
