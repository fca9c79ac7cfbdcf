/**
 * What the sandbox checks of a card or a bank account (docs/api/payouts.md, *Payout methods*): the
 * five transfer card errors of spec §5, IBAN (registry length, ISO 13616 mod-97) and BIC. Each check
 * answers an error code, never a message. The pay page's test card (payment-links-public.ts) and
 * payout methods use the same checks.
 */
import type { CardBrand } from '@/lib/contract/transactions';

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'cardholderName';
export type BankField = 'accountHolderName' | 'iban' | 'bic';

/** Control and invisible format characters (bidi overrides and isolates included): never in a name or number. */
const HIDDEN = /[\p{Cc}\p{Cf}]/u;

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const brandOf = (digits: string): CardBrand =>
  /^3[47]/.test(digits) ? 'amex'
  : /^(5[1-5]|2[2-7])/.test(digits) ? 'mastercard'
  : /^(50|5[6-9]|6[37])/.test(digits) ? 'maestro'
  : /^62/.test(digits) ? 'unionpay'
  : /^35/.test(digits) ? 'jcb'
  : /^6/.test(digits) ? 'discover'
  : 'visa';

/** Spaces and dashes removed. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

export const cardNumberProblem = (number: string): 'invalid-card-number' | null => {
  const digits = cardDigits(number);
  return /^\d{12,19}$/.test(digits) && luhn(digits) ? null : 'invalid-card-number';
};

/** `MM/YY`: the month and the full year, or null when malformed. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

/** A card is valid through the end of its month (UTC). */
export function expiryProblem(expiry: string, nowMs: number): 'invalid-expiry-date' | 'card-expired' | null {
  const parsed = parseExpiry(expiry);
  if (!parsed) return 'invalid-expiry-date';
  const now = new Date(nowMs);
  return parsed.year * 12 + parsed.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 ? 'card-expired' : null;
}

/** 3 digits; 4 for American Express (when the number says so). */
export const cvcProblem = (cvc: string, cardNumber = ''): 'invalid-cvc' | null =>
  (brandOf(cardDigits(cardNumber)) === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc.trim()) ? null : 'invalid-cvc';

/** 2–26 characters: letters of any script (with their marks), spaces, `'` `-` `.`; no digits. */
export const cardholderNameProblem = (name: string): 'invalid-cardholder-name' | null => {
  const trimmed = name.trim();
  return trimmed.length >= 2 && trimmed.length <= 26 && !HIDDEN.test(trimmed) && /^\p{L}[\p{L}\p{M}' .-]*$/u.test(trimmed) ? null : 'invalid-cardholder-name';
};

/** 2–70 characters: letters of any script, digits, spaces and `' - . , &`. */
export const accountHolderNameProblem = (name: string): 'invalid-account-holder-name' | null => {
  const trimmed = name.trim();
  return trimmed.length >= 2 && trimmed.length <= 70 && !HIDDEN.test(trimmed) && /^[\p{L}\p{N}][\p{L}\p{M}\p{N}' .,&-]*$/u.test(trimmed) ? null : 'invalid-account-holder-name';
};

/** IBAN lengths by country (the SWIFT IBAN registry). */
const ibanLengths: ReadonlyMap<string, number> = new Map(
  `AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 DO28 EE20 EG29
   ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28
   LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MK19 MN20 MR27 MT31 MU30 NI28 NL18 NO15 OM23 PK24 PL28 PS29 PT25
   QA29 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20`
    .split(/\s+/).map((entry) => [entry.slice(0, 2), Number(entry.slice(2))] as const),
);

/** Spaces removed, upper case. */
export const normalizeIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: the country and check digits moved to the end, letters as 10–35, the number mod 97 is 1 (chunked, no BigInt). */
function ibanChecksumHolds(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : char.charCodeAt(0) - 48;
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

export type IbanProblem = 'invalid-iban' | 'iban-unknown-country' | 'iban-wrong-length' | 'iban-invalid-checksum';

export function ibanProblem(input: string): IbanProblem | null {
  const iban = normalizeIban(input);
  if (iban.length > 34 || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'invalid-iban';
  const length = ibanLengths.get(iban.slice(0, 2));
  if (length === undefined) return 'iban-unknown-country';
  if (iban.length !== length) return 'iban-wrong-length';
  return ibanChecksumHolds(iban) ? null : 'iban-invalid-checksum';
}

let regions: Intl.DisplayNames | null = null;
const isCountry = (code: string) => {
  regions ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  try {
    return code !== 'ZZ' && regions.of(code) !== undefined;
  } catch {
    return false;
  }
};

/** 8 or 11 characters: bank code (4 letters), country (a known one), location (2), optional branch (3). */
export const bicProblem = (input: string): 'invalid-bic' | null => {
  const bic = input.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) && isCountry(bic.slice(4, 6)) ? null : 'invalid-bic';
};

export const BULLETS = '••••';
export const maskCard = (last4: string) => `${BULLETS} ${last4}`;
/** `DE89 •••• 3000`: the country and check digits, and the last four. */
export const maskIban = (iban: string) => `${iban.slice(0, 4)} ${BULLETS} ${iban.slice(-4)}`;
