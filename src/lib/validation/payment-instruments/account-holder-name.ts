import { hasUnsafeCharacters } from './text-guard';

/** docs/api/payouts.md: 2–70 characters, letters of any script, digits, spaces and `' - . , &`. */
const ACCOUNT_HOLDER = /^[\p{L}\p{M}\p{Nd}][\p{L}\p{M}\p{Nd} '’\-.,&]{1,69}$/u;

/** A bank account holder's name (a company's too, so digits and `&` are allowed): the problem, or null. */
export function accountHolderNameProblem(input: unknown): 'required' | 'invalid-account-holder-name' | null {
  if (typeof input !== 'string') return input === undefined || input === null ? 'required' : 'invalid-account-holder-name';
  const name = input.trim().replace(/\s+/g, ' ');
  if (!name) return 'required';
  return hasUnsafeCharacters(input) || !ACCOUNT_HOLDER.test(name) ? 'invalid-account-holder-name' : null;
}
