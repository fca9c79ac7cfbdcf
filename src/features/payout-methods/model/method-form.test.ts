import { accountHolderNameProblem } from '@/lib/validation/payment-instruments';
import { createMethodPayload, emptyMethod, looksComplete, methodValidators } from './method-form';

const t = ((key: string) => key) as never;

describe('payout method form', () => {
  it('checks only the chosen kind, with the payment-instrument messages', () => {
    const check = methodValidators(t, () => Date.UTC(2026, 10, 25));
    const card = { ...emptyMethod('card'), cardNumber: '4242 4242 4242 4241', expiry: '10/26', cvc: '12', cardholderName: 'Ada 2' };
    expect(check.cardNumber(card.cardNumber, card)).toBe('paymentInstruments:errors.invalidCardNumber');
    expect(check.expiry(card.expiry, card)).toBe('paymentInstruments:errors.cardExpired');
    expect(check.expiry('13/30', card)).toBe('paymentInstruments:errors.invalidExpiryDate');
    expect(check.cvc(card.cvc, card)).toBe('paymentInstruments:errors.invalidCvc');
    // An American Express number wants four CVC digits.
    expect(check.cvc('123', { ...card, cardNumber: '3782 822463 10005' })).toBe('paymentInstruments:errors.invalidCvc');
    expect(check.cardholderName(card.cardholderName, card)).toBe('paymentInstruments:errors.invalidCardholderName');
    // The bank account's fields are not checked while a card is chosen.
    expect(check.iban('', card)).toBeNull();
    const bank = { ...emptyMethod('bank-account'), iban: 'GB29 NWBK 6016 1331 9268 18', bic: 'NWBK1234' };
    expect(check.iban(bank.iban, bank)).toBe('paymentInstruments:errors.invalidIbanChecksum');
    expect(check.bic(bank.bic, bank)).toBe('paymentInstruments:errors.invalidBic');
    expect(check.accountHolderName('', bank)).toBe('errors:required');
    expect(check.cardNumber('', bank)).toBeNull();
  });

  it('account holder names: any script, digits and & allowed; control and bidi characters refused', () => {
    expect(accountHolderNameProblem('Northwind Trading Ltd')).toBeNull();
    expect(accountHolderNameProblem('Müller & Söhne 2 GmbH')).toBeNull();
    expect(accountHolderNameProblem('شركة الشمال')).toBeNull();
    expect(accountHolderNameProblem('  ')).toBe('required');
    expect(accountHolderNameProblem('A')).toBe('invalid-account-holder-name');
    expect(accountHolderNameProblem('Evil\u202Etxt')).toBe('invalid-account-holder-name');
    expect(accountHolderNameProblem('=1+1')).toBe('invalid-account-holder-name');
  });

  it('judges a value while it is typed only once it is wrong or full length', () => {
    const values = emptyMethod('card');
    expect(looksComplete('cardNumber', '4242 4242', values)).toBe(false);
    expect(looksComplete('cardNumber', '4242 4242 4242 4242', values)).toBe(true);
    expect(looksComplete('cardNumber', '42a', values)).toBe(true);
    expect(looksComplete('expiry', '12/', values)).toBe(false);
    expect(looksComplete('expiry', '12/30', values)).toBe(true);
    expect(looksComplete('cvc', '12', values)).toBe(false);
    expect(looksComplete('cvc', '123', { ...values, cardNumber: '3782 822463 10005' })).toBe(false);
    expect(looksComplete('cardholderName', 'Ada', values)).toBe(false);
    expect(looksComplete('cardholderName', 'Ada 2', values)).toBe(true);
  });

  it("sends only the chosen kind's fields", () => {
    const values = { ...emptyMethod('card'), iban: 'left over', cardNumber: ' 4242 4242 4242 4242 ', expiry: '12/30', cvc: '123', cardholderName: 'Ada Admin' };
    expect(createMethodPayload('res_org', values)).toEqual({
      resourceId: 'res_org',
      data: {
        type: 'payout-methods',
        attributes: { kind: 'card', currency: 'EUR', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', cardholderName: 'Ada Admin' },
      },
    });
  });
});
