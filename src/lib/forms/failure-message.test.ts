import { failure } from '@/lib/http';
import errorsEn from '@/locales/en/errors.json';
import { codeMessageKey, failureMessageKey } from './failure-message';

const refusal = (...codes: string[]) =>
  failure(
    422,
    'Unprocessable Entity',
    codes.map((code) => ({ code, title: `server text ${code}` })),
  );

describe('failureMessageKey: the one failure-to-message catalogue', () => {
  it('maps a shared code to its key in the errors namespace, by the first error', () => {
    expect(failureMessageKey(refusal('invalid-credentials'))).toBe('errors:incorrectLogin');
    expect(failureMessageKey(refusal('invalid-2fa-code', 'weak-password'))).toBe('errors:incorrect2fa');
    expect(failureMessageKey(refusal('step-token-expired'))).toBe('errors:stepExpired');
  });

  it('explains the refusals of granting access (403 with a code) instead of "Some error occurred"', () => {
    const forbidden = (code: string) => failure(403, 'Forbidden', [{ code, title: 'Forbidden' }]);
    expect(failureMessageKey(forbidden('grant-exceeds-own'))).toBe('errors:grantExceedsOwn');
    expect(failureMessageKey(forbidden('own-identity'))).toBe('errors:ownIdentityGroups');
  });

  it('explains every money-out refusal (payouts, exchange, payout methods) with a text that exists', () => {
    const codes = [
      'amount-exceeds-available',
      'own-payout',
      'payout-not-awaiting-approval',
      'payout-not-cancellable',
      'step-up-required',
      'method-currency-mismatch',
      'method-in-use',
      'quote-expired',
      'same-currency',
      'amount-too-small',
      'currency-not-exchangeable',
    ];
    for (const code of codes) {
      const key = failureMessageKey(refusal(code));
      const path = key.replace(/^errors:/, '').split('.');
      const text = path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errorsEn);
      expect(typeof text, `${code} → ${key}`).toBe('string');
    }
  });

  it("lets a screen's own codes add to and win over the shared ones", () => {
    const own = { 'invalid-code': 'settings:failures.invalidCode', 'invalid-credentials': 'auth:custom' };
    expect(failureMessageKey(refusal('invalid-code'), own)).toBe('settings:failures.invalidCode');
    expect(failureMessageKey(refusal('invalid-credentials'), own)).toBe('auth:custom');
    expect(failureMessageKey(refusal('invalid-code'))).toBe('errors:someErrorTryLater');
  });

  it("names a failure by its status when the screen's codes do (a 403 without error codes)", () => {
    expect(failureMessageKey(failure(403, 'Forbidden'), { '403': 'projects:create.forbidden' })).toBe('projects:create.forbidden');
    expect(failureMessageKey(failure(403, 'Forbidden'))).toBe('errors:someErrorTryLater');
  });

  it('falls back to what the transport says, then to "Some error occurred", never the server text', () => {
    expect(failureMessageKey(failure(429, 'Too Many Requests'))).toBe('errors:tooManyRequests');
    expect(failureMessageKey(failure('network', 'Network Error'))).toBe('errors:network');
    expect(failureMessageKey(failure('timeout', 'Timed out'))).toBe('errors:network');
    expect(failureMessageKey(refusal('something-new'))).toBe('errors:someErrorTryLater');
    expect(failureMessageKey(failure(500, '<b>Internal</b>'))).toBe('errors:someErrorTryLater');
  });

  it('codeMessageKey answers undefined for an unknown or missing code', () => {
    expect(codeMessageKey(undefined)).toBeUndefined();
    expect(codeMessageKey('nope')).toBeUndefined();
    expect(codeMessageKey('required')).toBe('errors:required');
  });
});
