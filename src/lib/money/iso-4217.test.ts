import { currencyExponent, formatMoney, knownCurrencies, parseMoney } from '.';

describe('the ISO 4217 table', () => {
  it('holds only three-letter codes that Intl can draw, each with the minor unit ISO gives it', () => {
    const codes = knownCurrencies();
    expect(codes.length).toBeGreaterThan(150);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect([0, 2, 3, 4]).toContain(currencyExponent(code));
    }
  });

  it('formats and parses every currency in its own decimals, whatever Intl thinks they are', () => {
    for (const code of knownCurrencies()) {
      const exponent = currencyExponent(code);
      const typed = exponent === 0 ? '12' : `12.${'5'.padEnd(exponent, '0')}`;
      const minor = parseMoney(typed, code);
      expect(minor, code).toBe(exponent === 0 ? 12 : 12 * 10 ** exponent + 5 * 10 ** (exponent - 1));
      expect(formatMoney(minor!, code, 'en'), code).toBe(`${code}\u00a0${typed}`);
    }
  });
});
