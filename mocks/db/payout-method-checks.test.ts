import { accountHolderNameProblem } from '@/lib/validation/payment-instruments';
import { maskCard, maskIban } from './payout-method-checks';

// IBAN, BIC and card rules are the payment-instrument library's, tested with it
// (src/lib/validation/payment-instruments); here only what the sandbox adds.
describe('payout method checks of the sandbox', () => {
  it('an account holder: letters of any script, digits and company punctuation; no hidden characters', () => {
    for (const name of ['Northwind Trading Ltd & Co.', 'Müller & Söhne 2 GmbH', 'شركة الشمال', "O'Neill-Smith, J."])
      expect(accountHolderNameProblem(name), name).toBeNull();
    for (const name of ['   ', undefined, null]) expect(accountHolderNameProblem(name)).toBe('required');
    for (const name of ['N', 'x'.repeat(71), '=1+1', 'Northwind\u202E', 'Ada\u2066Admin', 42])
      expect(accountHolderNameProblem(name), String(name)).toBe('invalid-account-holder-name');
  });

  it('answers masked text only', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• 3000');
    expect(maskCard('4242')).toBe('•••• 4242');
  });
});
