/** A bank account as a payout method form or API payload holds it. */
import type { BankAccountErrorCode, CheckedFields } from './codes';
import { validateBic } from './bic';
import { validateIban } from './iban';

export const bankAccountFieldNames = ['iban', 'bic'] as const;
export type BankAccountField = (typeof bankAccountFieldNames)[number];

export type BankAccountInput = Readonly<Record<BankAccountField, unknown>>;

export interface BankAccountDetails {
  /** Electronic form: `DE89370400440532013000`. */
  iban: string;
  bic: string;
}

/** Both fields checked (one code per wrong field). */
export function validateBankAccount(input: BankAccountInput): CheckedFields<BankAccountDetails, BankAccountField, BankAccountErrorCode> {
  const iban = validateIban(input.iban);
  const bic = validateBic(input.bic);
  if (iban.ok && bic.ok) return { ok: true, value: { iban: iban.value, bic: bic.value } };
  const errors: Partial<Record<BankAccountField, BankAccountErrorCode>> = {};
  if (!iban.ok) errors.iban = iban.code;
  if (!bic.ok) errors.bic = bic.code;
  return { ok: false, errors };
}
