import { firstErrorCode, type Failure } from '@/lib/http';

/** Maps a failure to the key of its translated message in the `errors` namespace. */
const byCode: Record<string, string> = {
  'invalid-credentials': 'incorrectLogin',
  'invalid-2fa-code': 'incorrect2fa',
  'account-blocked': 'accountBlocked',
  'account-suspended': 'accountSuspended',
  'no-identities': 'noIdentities',
  'no-active-identities': 'noActiveIdentities',
  'token-expired': 'tokenExpired',
  'weak-password': 'weakPassword',
  'invalid-current-password': 'invalidCurrentPassword',
  'step-token-expired': 'stepExpired',
};

export function errorMessageKey(f: Failure): string {
  const code = firstErrorCode(f);
  if (code && byCode[code]) return `errors:${byCode[code]}`;
  if (f.code === 429) return 'errors:tooManyRequests';
  if (f.code === 'network' || f.code === 'timeout') return 'errors:network';
  return 'errors:someErrorTryLater';
}
