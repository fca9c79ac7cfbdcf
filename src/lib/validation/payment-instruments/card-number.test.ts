// @vitest-environment node
import { cardBrandOf, detectCardBrand, luhnValid, validateCardNumber, validateCvc } from '.';

/** Test numbers the networks and acquirers publish, each passing Luhn. */
const testCards = [
  ['4242 4242 4242 4242', 'visa'],
  ['4111-1111-1111-1111', 'visa'],
  ['4000056655665556', 'visa'],
  ['5555 5555 5555 4444', 'mastercard'],
  ['2223 0031 2200 3222', 'mastercard'],
  ['5105105105105100', 'mastercard'],
  ['3782 822463 10005', 'amex'],
  ['371449635398431', 'amex'],
  ['6759 6498 2643 8453', 'maestro'],
  ['6771 7980 2100 0008', 'maestro'],
  ['5018 0000 0000 0009', 'maestro'],
  ['6200 0000 0000 0005', 'unionpay'],
  ['6205 5000 0000 0000 004', 'unionpay'],
  ['3566 0020 2036 0505', 'jcb'],
  ['3530111333300000', 'jcb'],
  ['6011 1111 1111 1117', 'discover'],
  ['6011000990139424', 'discover'],
] as const;

describe('card number', () => {
  it.each(testCards)('accepts %s as %s, keeping only the digits', (number, brand) => {
    expect(validateCardNumber(number)).toEqual({ ok: true, value: { digits: number.replace(/\D/g, ''), brand } });
  });

  it.each(testCards)('refuses %s with its last digit changed (Luhn)', (number) => {
    const digits = number.replace(/\D/g, '');
    const changed = digits.slice(0, -1) + String((Number(digits.at(-1)) + 1) % 10);
    expect(luhnValid(changed)).toBe(false);
    expect(validateCardNumber(changed)).toEqual({ ok: false, code: 'invalid-card-number' });
  });

  it('needs 12 to 19 digits', () => {
    // Both pass Luhn: only the length is wrong.
    expect(luhnValid('42424242420')).toBe(true);
    expect(validateCardNumber('42424242420')).toEqual({ ok: false, code: 'invalid-card-number' });
    expect(validateCardNumber('424242424242')).toEqual({ ok: true, value: { digits: '424242424242', brand: 'visa' } });
    expect(validateCardNumber('4242424242424242428')).toEqual({ ok: true, value: { digits: '4242424242424242428', brand: 'visa' } });
    expect(luhnValid('42424242424242424242')).toBe(true);
    expect(validateCardNumber('42424242424242424242')).toEqual({ ok: false, code: 'invalid-card-number' });
  });

  it('refuses letters, other separators and other digit scripts', () => {
    for (const input of ['4242 4242 4242 424a', '4242.4242.4242.4242', '4242/4242/4242/4242', '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢', '４２４２４２４２４２４２４２４２']) {
      expect(validateCardNumber(input), input).toEqual({ ok: false, code: 'invalid-card-number' });
    }
    expect(validateCardNumber('  ')).toEqual({ ok: false, code: 'required' });
  });

  it('names the brand from the first digits as they are typed, and none it does not know', () => {
    expect(detectCardBrand('4')).toBe('visa');
    expect(detectCardBrand('37')).toBe('amex');
    expect(detectCardBrand('2221')).toBe('mastercard');
    expect(detectCardBrand('2720')).toBe('mastercard');
    expect(detectCardBrand('2721')).toBeNull();
    expect(detectCardBrand('3528')).toBe('jcb');
    expect(detectCardBrand('3527')).toBeNull();
    expect(detectCardBrand('644')).toBe('discover');
    expect(detectCardBrand('36')).toBeNull(); // Diners Club
    expect(detectCardBrand('')).toBeNull();
    expect(cardBrandOf('3782 82')).toBe('amex');
    expect(cardBrandOf(undefined)).toBeNull();
  });
});

describe('CVC', () => {
  it('is 3 digits, 4 for American Express', () => {
    expect(validateCvc('123', 'visa')).toEqual({ ok: true, value: '123' });
    expect(validateCvc('123', null)).toEqual({ ok: true, value: '123' });
    expect(validateCvc('1234', 'amex')).toEqual({ ok: true, value: '1234' });
    expect(validateCvc('1234', 'visa')).toEqual({ ok: false, code: 'invalid-cvc' });
    expect(validateCvc('123', 'amex')).toEqual({ ok: false, code: 'invalid-cvc' });
    expect(validateCvc('12', 'mastercard')).toEqual({ ok: false, code: 'invalid-cvc' });
    expect(validateCvc('12a', 'visa')).toEqual({ ok: false, code: 'invalid-cvc' });
    expect(validateCvc('١٢٣', 'visa')).toEqual({ ok: false, code: 'invalid-cvc' });
    expect(validateCvc('', 'visa')).toEqual({ ok: false, code: 'required' });
  });
});
