import { MAX_MINOR_AMOUNT, minorBound, typedMajorDecimal } from '.';

describe('amount filter bounds', () => {
  it('turns a major-unit bound into each currency’s minor units exactly, rounding towards the inside', () => {
    expect(minorBound('12.505', 'EUR', true)).toBe(1251);
    expect(minorBound('12.505', 'EUR', false)).toBe(1250);
    expect(minorBound('12.5', 'HUF', false)).toBe(1250);
    expect(minorBound('12.5', 'JPY', true)).toBe(13);
    expect(minorBound('12.5', 'KWD', true)).toBe(12_500);
    expect(minorBound('12,5', 'EUR', true)).toBeNull();
    expect(() => minorBound('12.5', 'XYZ', true)).toThrow();
  });

  it('keeps a bound beyond every amount a safe integer, just above the largest amount', () => {
    expect(minorBound('999999999999.9999', 'CLF', false)).toBe(MAX_MINOR_AMOUNT + 1);
    expect(minorBound('999999999999', 'JPY', true)).toBe(MAX_MINOR_AMOUNT);
  });
});

describe('typed amount filters', () => {
  it('reads what people type into the API’s decimal', () => {
    expect(typedMajorDecimal('1 234,5')).toEqual({ value: '1234.5' });
    expect(typedMajorDecimal('١٢٫٥')).toEqual({ value: '12.5' });
    expect(typedMajorDecimal('１２.５')).toEqual({ value: '12.5' });
    expect(typedMajorDecimal('1.250')).toEqual({ value: '1.250' });
    expect(typedMajorDecimal('0012')).toEqual({ value: '12' });
    expect(typedMajorDecimal('1.234,56')).toEqual({ value: '1234.56' });
  });

  it('says why it cannot', () => {
    expect(typedMajorDecimal('1,250')).toEqual({ problem: 'separators' });
    expect(typedMajorDecimal('12a')).toEqual({ problem: 'format' });
    expect(typedMajorDecimal('1.23456')).toEqual({ problem: 'decimals' });
    expect(typedMajorDecimal('1000000000000')).toEqual({ problem: 'tooLarge' });
  });
});
