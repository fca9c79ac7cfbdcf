import { firstErrorCode, type Failure } from '@/lib/http';

/**
 * The one failure-to-message catalogue: server error code → key of its translated message.
 * Codes every area shares live here; a screen with codes of its own passes them as `own`
 * (its keys may point into its namespace: `{ 'not-refundable': 'transactionDetails:errors.notRefundable' }`).
 */
const sharedCodes: Readonly<Record<string, string>> = {
  'invalid-credentials': 'errors:incorrectLogin',
  'invalid-2fa-code': 'errors:incorrect2fa',
  'account-blocked': 'errors:accountBlocked',
  'account-suspended': 'errors:accountSuspended',
  'no-identities': 'errors:noIdentities',
  'no-active-identities': 'errors:noActiveIdentities',
  'token-expired': 'errors:tokenExpired',
  'weak-password': 'errors:weakPassword',
  'invalid-current-password': 'errors:invalidCurrentPassword',
  'step-token-expired': 'errors:stepExpired',
  // After "This wasn't me" (docs/api/sign-in-notices.md): the password in use then is refused until a reset, and as the new one.
  'password-reset-required': 'errors:passwordResetRequired',
  'password-reused': 'errors:passwordReused',
  'grant-exceeds-own': 'errors:grantExceedsOwn',
  'own-identity': 'errors:ownIdentityGroups',
  required: 'errors:required',
  // Money out (docs/api/payouts.md, accounts.md). Card and bank account codes: the payment-instrument
  // library's catalogue (`paymentInstrumentMessageKeys`), which forms pass as their own.
  'amount-exceeds-available': 'errors:moneyOut.amountExceedsAvailable',
  'own-payout': 'errors:moneyOut.ownPayout',
  'payout-not-awaiting-approval': 'errors:moneyOut.payoutNotAwaitingApproval',
  'payout-not-cancellable': 'errors:moneyOut.payoutNotCancellable',
  'step-up-required': 'errors:moneyOut.stepUpRequired',
  'second-factor-required': 'errors:secondFactorRequired',
  'two-fa-enforced': 'errors:twoFaEnforced',
  'method-currency-mismatch': 'errors:moneyOut.methodCurrencyMismatch',
  'method-in-use': 'errors:moneyOut.methodInUse',
  'quote-expired': 'errors:moneyOut.quoteExpired',
  'same-currency': 'errors:moneyOut.sameCurrency',
  'amount-too-small': 'errors:moneyOut.amountTooSmall',
  'currency-not-exchangeable': 'errors:moneyOut.currencyNotExchangeable',
};

export type MessageCatalogue = Readonly<Record<string, string>>;

/** The message key of one server error code, or undefined when neither catalogue knows it. */
export const codeMessageKey = (code: string | undefined, own: MessageCatalogue = {}): string | undefined =>
  code === undefined ? undefined : (own[code] ?? sharedCodes[code]);

/**
 * The message key of a failure: its first error code when known, else the failure's own code
 * (an HTTP status such as '403') when `own` names it, else what the transport says (too many
 * requests, no connection) and, last, 'Some error occurred. Please try again later'.
 * The failure's own text is never shown: it is status text, not written for people.
 */
export function failureMessageKey(failure: Failure, own: MessageCatalogue = {}): string {
  const known = codeMessageKey(firstErrorCode(failure), own) ?? own[String(failure.code)];
  if (known) return known;
  if (failure.code === 429) return 'errors:tooManyRequests';
  if (failure.code === 'network' || failure.code === 'timeout') return 'errors:network';
  return 'errors:someErrorTryLater';
}
