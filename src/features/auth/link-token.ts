/**
 * Tokens of emailed links are URL-safe text. Anything else (say an old link with a malformed
 * escape, `%zz`) cannot be valid: the page says so at once instead of offering a form that must fail.
 */
export const isWellFormedLinkToken = (token: string) => /^[\w.~+=-]+$/.test(token);
