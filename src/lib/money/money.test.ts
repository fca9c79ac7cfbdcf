import { checkMoneyText, currencyExponent, formatMoney, isKnownCurrency, MAX_MINOR_AMOUNT, parseMoney, toMajorText, UnknownCurrencyError } from '.';

describe('money in minor units', () => {
  it('knows each currency exponent from the ISO 4217 table, not from Intl', () => {
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('KWD')).toBe(3);
    // Intl (ICU 78) gives these 0 decimals; ISO 4217 says 2.
    for (const code of ['HUF', 'IDR', 'COP', 'MGA', 'PKR', 'IRR', 'ALL', 'LBP']) expect(currencyExponent(code), code).toBe(2);
    for (const code of ['KRW', 'VND', 'CLP', 'ISK', 'UGX', 'XAF', 'XOF', 'PYG', 'RWF', 'KMF', 'DJF', 'GNF', 'VUV', 'XPF', 'BIF'])
      expect(currencyExponent(code), code).toBe(0);
    for (const code of ['BHD', 'OMR', 'JOD', 'TND', 'LYD', 'IQD']) expect(currencyExponent(code), code).toBe(3);
    expect(currencyExponent('CLF')).toBe(4);
    expect(currencyExponent('UYW')).toBe(4);
  });

  it('refuses a currency it does not know', () => {
    for (const code of ['XYZ', 'eur', 'EURO', '', 'XAU', 'XXX', 'HRK', 'constructor']) {
      expect(isKnownCurrency(code), code).toBe(false);
      expect(() => currencyExponent(code), code).toThrow(UnknownCurrencyError);
    }
    expect(parseMoney('12.50', 'XYZ')).toBeNull();
    expect(checkMoneyText('12.50', 'XYZ')).toEqual({ key: 'errors:money.unknownCurrency', values: { currency: 'XYZ' } });
  });

  it('formats with the currency exponent', () => {
    expect(formatMoney(1999, 'EUR', 'en')).toBe('EUR\u00a019.99');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('JPY\u00a01,500');
    expect(formatMoney(1234, 'KWD', 'en')).toMatch(/1\.234/);
    expect(formatMoney(-5, 'EUR', 'en')).toBe('-EUR\u00a00.05');
    expect(formatMoney(1250, 'HUF', 'en')).toBe('HUF\u00a012.50');
    expect(formatMoney(123_456, 'IDR', 'en')).toBe('IDR\u00a01,234.56');
  });

  it('shows an amount of an unknown currency as its code and integer instead of failing', () => {
    expect(formatMoney(1250, 'XYZ', 'en')).toBe('XYZ 1250');
    expect(formatMoney(1250, 'XYZ', 'ar')).toBe('\u2066XYZ 1250\u2069');
    expect(toMajorText(1250, 'XYZ')).toBe('1250');
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
    expect(parseMoney('12.50', 'HUF')).toBe(1250);
    expect(parseMoney('12.50', 'IDR')).toBe(1250);
    expect(parseMoney('45.250', 'KWD')).toBe(45_250);
  });

  it('reads Arabic-Indic, Persian and full-width digits, and the Arabic separators', () => {
    expect(parseMoney('١٢٫٥٠', 'EUR')).toBe(1250);
    expect(parseMoney('١٬٢٣٤٫٥٦', 'EUR')).toBe(123_456);
    expect(parseMoney('۱۲۳۴٫۵', 'EUR')).toBe(123_450);
    expect(parseMoney('۴۵.۲۵۰', 'KWD')).toBe(45_250);
    expect(parseMoney('１２.５０', 'EUR')).toBe(1250);
    expect(parseMoney('１２５００', 'JPY')).toBe(12_500);
    expect(parseMoney('४२', 'EUR')).toBe(4200);
  });
});

describe('separators', () => {
  it('reads one decimal separator and unambiguous thousands groups', () => {
    expect(parseMoney('1.234,56', 'EUR')).toBe(123_456);
    expect(parseMoney('1,234.56', 'EUR')).toBe(123_456);
    expect(parseMoney('1,234,567.8', 'EUR')).toBe(123_456_780);
    expect(parseMoney('1.234.567', 'EUR')).toBe(123_456_700);
    expect(parseMoney('1 234 567,89', 'EUR')).toBe(123_456_789);
    expect(parseMoney("1'234.50", 'CHF')).toBe(123_450);
    expect(parseMoney('1\u202f234,50', 'EUR')).toBe(123_450);
    expect(parseMoney('12,5', 'EUR')).toBe(1250);
    expect(parseMoney('0,125', 'KWD')).toBe(125);
    expect(parseMoney('1234,567', 'KWD')).toBe(1_234_567);
    expect(parseMoney('12.', 'EUR')).toBe(1200);
  });

  it('reads a lone separator before three digits as thousands only for a currency without decimals', () => {
    expect(parseMoney('1,234', 'JPY')).toBe(1234);
    expect(parseMoney('1.234', 'JPY')).toBe(1234);
    expect(parseMoney('45.250', 'KWD')).toBe(45_250);
  });

  it('refuses separators that can be read two ways, or that do not group by three', () => {
    const unclear = { key: 'errors:money.separators' };
    for (const [text, currency] of [
      ['1,234', 'EUR'],
      ['1.234', 'EUR'],
      ['1,234', 'KWD'],
      ['1,2,3', 'EUR'],
      ['12 5', 'EUR'],
      ['1.234,5.6', 'EUR'],
      ['1,23,456', 'EUR'],
      ['1 234.567,8', 'EUR'],
    ]) {
      expect(checkMoneyText(text, currency), `${text} ${currency}`).toEqual(unclear);
      expect(parseMoney(text, currency), `${text} ${currency}`).toBeNull();
    }
  });
});

describe('the largest amount', () => {
  it('accepts up to MAX_MINOR_AMOUNT and refuses more, naming the maximum', () => {
    expect(MAX_MINOR_AMOUNT).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(parseMoney('9999999999.99', 'EUR')).toBe(MAX_MINOR_AMOUNT);
    expect(parseMoney('999999999999', 'JPY')).toBe(MAX_MINOR_AMOUNT);
    expect(parseMoney('10000000000', 'EUR')).toBeNull();
    expect(parseMoney('99999999999999999999', 'EUR')).toBeNull();
    expect(checkMoneyText('10,000,000,000.00', 'EUR')).toEqual({ key: 'errors:money.tooLarge', values: { max: 'EUR\u00a09,999,999,999.99' } });
    expect(checkMoneyText('1000000000', 'KWD', 'de')).toEqual({ key: 'errors:money.tooLarge', values: { max: '999.999.999,999\u00a0KWD' } });
  });
});

describe('checkMoneyText', () => {
  it('names what is wrong with a typed amount, per currency exponent', () => {
    expect(checkMoneyText(' ', 'EUR')).toEqual({ key: 'errors:money.required' });
    expect(checkMoneyText('12a', 'EUR')).toEqual({ key: 'errors:money.format' });
    expect(checkMoneyText('-1', 'EUR')).toEqual({ key: 'errors:money.format' });
    expect(checkMoneyText('0,00', 'EUR')).toEqual({ key: 'errors:money.zero' });
    expect(checkMoneyText('1.0005', 'EUR')).toEqual({ key: 'errors:money.decimals', values: { currency: 'EUR', count: 2 } });
    expect(checkMoneyText('1.5', 'JPY')).toEqual({ key: 'errors:money.noDecimals', values: { currency: 'JPY' } });
    expect(checkMoneyText('1.0005', 'KWD')).toEqual({ key: 'errors:money.decimals', values: { currency: 'KWD', count: 3 } });
    expect(checkMoneyText('1 000,125', 'KWD')).toBeNull();
    expect(checkMoneyText('٠٫٠٠', 'EUR')).toEqual({ key: 'errors:money.zero' });
  });

  it("writes the ISO code on every page, never a symbol that leaves the currency in doubt, in the locale's order", () => {
    expect(formatMoney(4000, 'EUR', 'en')).toBe('EUR\u00a040.00');
    expect(formatMoney(4000, 'USD', 'en')).toBe('USD\u00a040.00');
    expect(formatMoney(4000, 'CAD', 'fr')).toBe('40,00\u00a0CAD');
    expect(formatMoney(4000, 'EUR', 'de')).toBe('40,00\u00a0EUR');
    expect(toMajorText(-5, 'KWD')).toBe('-0.005');
  });
});

describe('money in right-to-left languages', () => {
  it('keeps an Arabic amount in one left-to-right piece, so the code never lands on the wrong side of the digits', () => {
    const text = formatMoney(1_374_897, 'GBP', 'ar');
    expect(text.startsWith('\u2066') && text.endsWith('\u2069')).toBe(true);
    expect(text).toContain('13,748.97');
    expect(formatMoney(1_374_897, 'GBP', 'en')).toBe('GBP\u00a013,748.97');
  });
});
