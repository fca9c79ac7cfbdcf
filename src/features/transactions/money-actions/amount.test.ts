import { formatMoney, toMajorText } from '@/lib/money';
import { checkAmount } from './amount';

describe('amounts in major units, by each currency’s exponent', () => {
  it('writes minor units as a plain decimal without floats', () => {
    expect(toMajorText(12_000, 'EUR')).toBe('120.00');
    expect(toMajorText(5, 'EUR')).toBe('0.05');
    expect(toMajorText(12_500, 'JPY')).toBe('12500');
    expect(toMajorText(45_250, 'KWD')).toBe('45.250');
    expect(toMajorText(900_719_925_474_099, 'EUR')).toBe('9007199254740.99');
  });

  it('formats with the ISO code in the reader’s locale', () => {
    expect(formatMoney(4000, 'EUR', 'en')).toMatch(/^EUR\s40\.00$/);
    expect(formatMoney(10_125, 'KWD', 'en')).toMatch(/^KWD\s10\.125$/);
    expect(formatMoney(2500, 'JPY', 'en')).toMatch(/^JPY\s2,500$/);
  });

  it('names what is wrong with a typed amount', () => {
    const eur = { currency: 'EUR', total: 12_000, remaining: 8000 };
    expect(checkAmount('', eur, 'en')).toEqual({ key: 'errors:money.required' });
    expect(checkAmount('12a', eur, 'en')).toEqual({ key: 'errors:money.format' });
    expect(checkAmount('-5', eur, 'en')).toEqual({ key: 'errors:money.format' });
    expect(checkAmount('0.00', eur, 'en')).toEqual({ key: 'errors:money.zero' });
    expect(checkAmount('1.2345', eur, 'en')).toEqual({ key: 'errors:money.decimals', values: { currency: 'EUR', count: 2 } });
    expect(checkAmount('1.234', eur, 'en')).toEqual({ key: 'errors:money.separators' });
    expect(checkAmount('٨٠٫٠٠', eur, 'en')).toBeNull();
    expect(checkAmount('۸۰٫۰۱', eur, 'en')).toMatchObject({ key: 'amount.exceedsRemaining' });
    expect(checkAmount('120.01', eur, 'en')).toEqual({ key: 'amount.exceedsTransaction' });
    expect(checkAmount('80.01', eur, 'en')).toMatchObject({ key: 'amount.exceedsRemaining' });
    expect(checkAmount('80', eur, 'en')).toBeNull();
    expect(checkAmount(' 79,99 ', eur, 'en')).toBeNull();
    expect(checkAmount('1.5', { currency: 'JPY', total: 100, remaining: 100 }, 'en')).toEqual({ key: 'errors:money.noDecimals', values: { currency: 'JPY' } });
    expect(checkAmount('1.2345', { currency: 'KWD', total: 45_250, remaining: 45_250 }, 'en')).toEqual({
      key: 'errors:money.decimals',
      values: { currency: 'KWD', count: 3 },
    });
    expect(checkAmount('45.250', { currency: 'KWD', total: 45_250, remaining: 45_250 }, 'en')).toBeNull();
  });
});
