import { currencyExponent, formatMoney, parseMoney } from './money';

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
