/** Our password rule (the spec is silent): 10+ characters with a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 10;

export function passwordProblem(password: string): 'passwordTooShort' | 'passwordNeedsLetterAndDigit' | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'passwordNeedsLetterAndDigit';
  return null;
}
