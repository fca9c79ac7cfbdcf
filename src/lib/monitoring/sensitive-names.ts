/**
 * Names of fields, headers, query parameters and form fields whose value is never sent to the error
 * reporter or analytics, whatever the value looks like.
 */
const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

// Anywhere in the name: `accessToken`, `refresh_token`, `clientSecret`, `secretTicket`, `X-Api-Key`…
const CONTAINS = /token|password|passwd|passphrase|secret|ticket|authorization|cookie|apikey|privatekey|signature/;
// The whole name: a one-time code, a PIN, card data, an IBAN, a channel's authorization (`auth`).
const WHOLE = /^(auth|code|codes|otp|totp|mfa|pin|cvc|cvv|cvv2|csc|pan|cardnumber|ccnumber|number|accountnumber|iban)$/;
// One-time codes by purpose: `twoFaCode`, `recovery_codes`, `smsCode`, `verificationCode`…
const CODE = /(otp|totp|mfa|verification|twofa|2fa|recovery|backup|reset|auth|security|confirmation|onetime|sms|phone|email|login|signin)codes?$/;

export function isSensitiveName(name: string): boolean {
  const key = normalise(name);
  return CONTAINS.test(key) || WHOLE.test(key) || CODE.test(key);
}

/**
 * An HTTP status under the name `code` (`{ code: 403 }`) is what a report is about: kept. Any other
 * `code` (a text, a six-digit number) may be a one-time code.
 */
export const isStatusCode = (name: string, value: unknown) =>
  name === 'code' && Number.isInteger(value) && (value as number) >= 100 && (value as number) <= 599;
