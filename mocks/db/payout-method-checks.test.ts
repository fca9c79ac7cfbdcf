import {
  accountHolderNameProblem, bicProblem, brandOf, cardholderNameProblem, cardNumberProblem, cvcProblem, expiryProblem, ibanProblem, maskIban,
} from './payout-method-checks';

const valid = [
  'DE89 3704 0044 0532 0130 00', 'GB29 NWBK 6016 1331 9268 19', 'FR14 2004 1010 0505 0001 3M02 606', 'ES91 2100 0418 4502 0005 1332',
  'IT60 X054 2811 1010 0000 0123 456', 'NL91 ABNA 0417 1643 00', 'BE68 5390 0754 7034', 'CH93 0076 2011 6238 5295 7',
  'AT61 1904 3002 3457 3201', 'PL61 1090 1014 0000 0712 1981 2874', 'UA21 3223 1300 0002 6007 2335 6600 1',
  'KW81 CBKU 0000 0000 0000 1234 5601 01', 'NO93 8601 1117 947', 'LV80 BANK 0000 4351 9500 1', 'EE38 2200 2210 2014 5685',
];

describe('IBAN', () => {
  it('accepts valid IBANs of 15 countries, written with spaces or in lower case', () => {
    for (const iban of valid) expect(ibanProblem(iban), iban).toBeNull();
    expect(ibanProblem('de89370400440532013000')).toBeNull();
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• 3000');
  });

  it('names what is wrong: format, country, length, checksum', () => {
    expect(ibanProblem('DE89 3704 0044 0532 0130 01')).toBe('iban-invalid-checksum');
    expect(ibanProblem('DE89 3704 0044 0532 0130')).toBe('iban-wrong-length');
    expect(ibanProblem('US12 3456 7890 1234 5678')).toBe('iban-unknown-country');
    for (const bad of ['', '1234', 'DEXX370400440532013000', 'DE89-3704-0044', '=1+1', 'DE89\u202E370400440532013000']) expect(ibanProblem(bad), bad).toBe('invalid-iban');
    const started = performance.now();
    expect(ibanProblem('D'.repeat(10_000))).toBe('invalid-iban');
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('BIC', () => {
  it('takes 8 or 11 characters with a known country', () => {
    for (const bic of ['COBADEFF', 'COBADEFFXXX', 'NWBK GB 2L', 'ubswchzh80a']) expect(bicProblem(bic), bic).toBeNull();
    for (const bic of ['COBADEF', 'COBADEFFXX', 'COBAXXFF', '1OBADEFF', 'COBADEFF XXX1']) expect(bicProblem(bic), bic).toBe('invalid-bic');
  });
});

describe('cards: the five transfer card errors of spec §5', () => {
  const now = Date.parse('2026-11-25T12:00:00.000Z');

  it('Luhn per brand, spaces and dashes allowed', () => {
    const numbers: [string, string][] = [
      ['4242 4242 4242 4242', 'visa'], ['5555-5555-5555-4444', 'mastercard'], ['3782 822463 10005', 'amex'],
      ['6011 1111 1111 1117', 'discover'], ['3530 1113 3330 0000', 'jcb'], ['6200 0000 0000 0005', 'unionpay'], ['6759 6498 2643 8453', 'maestro'],
    ];
    for (const [number, brand] of numbers) {
      expect(cardNumberProblem(number), number).toBeNull();
      expect(brandOf(number.replace(/[\s-]/g, '')), number).toBe(brand);
    }
    for (const bad of ['4242 4242 4242 4241', '4242', '4242 4242 4242 4242 4242', 'abcd efgh ijkl mnop', '']) expect(cardNumberProblem(bad), bad).toBe('invalid-card-number');
  });

  it('expiry: through the end of its month (UTC); a wrong month or form is invalid', () => {
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('11/26', Date.parse('2026-11-30T23:59:59.999Z'))).toBeNull();
    expect(expiryProblem('11/26', Date.parse('2026-12-01T00:00:00.000Z'))).toBe('card-expired');
    expect(expiryProblem('10/26', now)).toBe('card-expired');
    for (const bad of ['13/27', '00/27', '1/2', '1227', '12/2027', '']) expect(expiryProblem(bad, now), bad).toBe('invalid-expiry-date');
  });

  it('CVC: 3 digits, 4 for American Express', () => {
    expect(cvcProblem('123')).toBeNull();
    expect(cvcProblem('1234')).toBe('invalid-cvc');
    expect(cvcProblem('1234', '3782 822463 10005')).toBeNull();
    expect(cvcProblem('123', '3782 822463 10005')).toBe('invalid-cvc');
    expect(cvcProblem('12a')).toBe('invalid-cvc');
  });

  it('cardholder name: letters of any script, no digits, no hidden characters', () => {
    for (const name of ['Ada Admin', "Seán O'Neill", 'Анна-Марія Коваль', 'فاطمة حداد', 'J. Smith']) expect(cardholderNameProblem(name), name).toBeNull();
    for (const name of ['R2D2', 'A', 'x'.repeat(27), '=1+1', 'Ada\u202EAdmin', 'Ada\u2066Admin', '']) expect(cardholderNameProblem(name), name).toBe('invalid-cardholder-name');
    expect(accountHolderNameProblem('Northwind Trading Ltd & Co.')).toBeNull();
    expect(accountHolderNameProblem('Northwind\u202E')).toBe('invalid-account-holder-name');
  });
});
