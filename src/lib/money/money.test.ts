import { checkMoneyText, currencyExponent, formatMoney, parseMoney, toMajorText } from './money';

describe('money in minor units', () => {
  it('knows each currency exponent', () => {
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('KWD')).toBe(3);
  });

  it('formats with the currency exponent', () => {
    expect(formatMoney(1999, 'EUR', 'en')).toBe('€19.99');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(1234, 'KWD', 'en')).toMatch(/1\.234/);
    expect(formatMoney(-5, 'EUR', 'en')).toBe('-€0.05');
  });

  it('refuses floats', () => {
    expect(() => formatMoney(19.99, 'EUR')).toThrow();
  });

  it('parses what a user typed into integers', () => {
    expect(parseMoney('19,99', 'EUR')).toBe(1999);
    expect(parseMoney('0.1', 'KWD')).toBe(100);
    expect(parseMoney('1500', 'JPY')).toBe(1500);
    expect(parseMoney('1.5', 'JPY')).toBeNull();
    expect(parseMoney('abc', 'EUR')).toBeNull();
  });
});

describe('checkMoneyText', () => {
  it('names what is wrong with a typed amount, per currency exponent', () => {
    expect(checkMoneyText(' ', 'EUR')).toEqual({ key: 'errors:money.required' });
    expect(checkMoneyText('12a', 'EUR')).toEqual({ key: 'errors:money.format' });
    expect(checkMoneyText('-1', 'EUR')).toEqual({ key: 'errors:money.format' });
    expect(checkMoneyText('0,00', 'EUR')).toEqual({ key: 'errors:money.zero' });
    expect(checkMoneyText('1.005', 'EUR')).toEqual({ key: 'errors:money.decimals', values: { currency: 'EUR', count: 2 } });
    expect(checkMoneyText('1.5', 'JPY')).toEqual({ key: 'errors:money.noDecimals', values: { currency: 'JPY' } });
    expect(checkMoneyText('1.0005', 'KWD')).toEqual({ key: 'errors:money.decimals', values: { currency: 'KWD', count: 3 } });
    expect(checkMoneyText('1 000,125', 'KWD')).toBeNull();
  });

  it('formats with the ISO code when asked, from the exact decimal string', () => {
    expect(formatMoney(4000, 'EUR', 'en', 'code')).toBe('EUR\u00a040.00');
    expect(toMajorText(-5, 'KWD')).toBe('-0.005');
  });
});

describe('money in right-to-left languages', () => {
  it('keeps an Arabic amount in one left-to-right piece, so the code never lands on the wrong side of the digits', () => {
    const text = formatMoney(1_374_897, 'GBP', 'ar');
    expect(text.startsWith('\u2066') && text.endsWith('\u2069')).toBe(true);
    expect(text).toContain('13,748.97');
    expect(formatMoney(1_374_897, 'GBP', 'en')).toBe('£13,748.97');
  });
});
