/**
 * Zod schemas over the validators, for contract payloads and for Mantine forms
 * (`schemaResolver(cardSchema(z, {...}), { sync: true })` shows each field's message as it is typed).
 * Each issue carries its code in `params.code` (so `issuesToErrors` answers it as the field error's
 * code) and, as its message, `message(code)`: the English title unless a translated one is given.
 * Built from the zod kit handed in: nothing here loads zod.
 */
import type { Zod } from '../lazy-schema';
import { validateBankAccount, type BankAccountInput } from './bank-account';
import { validateCard, type CardInput } from './card';
import { paymentInstrumentTitles, type PaymentInstrumentErrorCode } from './codes';

export interface InstrumentSchemaOptions {
  /** The message of a code; defaults to its English title. */
  message?: (code: PaymentInstrumentErrorCode) => string;
}

export interface CardSchemaOptions extends InstrumentSchemaOptions {
  /** The time an expiry is compared with, read at each parse; without it, only the expiry's form is checked. */
  now?: () => Date | number;
}

const title = (code: PaymentInstrumentErrorCode) => paymentInstrumentTitles[code];

/** Adds one issue per wrong field, at that field. */
const addIssues = (
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[]; input: unknown; params: { code: string } }) => void },
  input: Readonly<Record<string, unknown>>,
  errors: Readonly<Record<string, PaymentInstrumentErrorCode | undefined>>,
  message: (code: PaymentInstrumentErrorCode) => string,
) => {
  for (const [field, code] of Object.entries(errors)) {
    if (code) ctx.addIssue({ code: 'custom', message: message(code), path: [field], input: input[field], params: { code } });
  }
};

/** The card rules as a check on any object schema with the fields `cardNumber`, `expiry`, `cvc`, `cardholderName`. */
export const cardCheck = (z: Zod, { message = title, now }: CardSchemaOptions = {}) =>
  z.superRefine((card: CardInput, ctx) => {
    const result = validateCard(card, now ? now() : null);
    if (!result.ok) addIssues(ctx, card, result.errors, message);
  });

/** The bank account rules as a check on any object schema with the fields `iban` and `bic`. */
export const bankAccountCheck = (z: Zod, { message = title }: InstrumentSchemaOptions = {}) =>
  z.superRefine((account: BankAccountInput, ctx) => {
    const result = validateBankAccount(account);
    if (!result.ok) addIssues(ctx, account, result.errors, message);
  });

// A missing field is zod's `required` issue; the rules run once every field is text.
const cardShape = (z: Zod) => ({ cardNumber: z.string(), expiry: z.string(), cvc: z.string(), cardholderName: z.string() });

/** `{cardNumber, expiry, cvc, cardholderName}`: a form's values or a payload's attributes. */
export const cardSchema = (z: Zod, options?: CardSchemaOptions) => z.object(cardShape(z)).check(cardCheck(z, options));

/** `{iban, bic}`: a form's values or a payload's attributes. */
export const bankAccountSchema = (z: Zod, options?: InstrumentSchemaOptions) =>
  z.object({ iban: z.string(), bic: z.string() }).check(bankAccountCheck(z, options));
