import { convertMinor, isRate, rateFraction } from './exchange';

describe('convertMinor: exact between exponents, rounded down', () => {
  it('EUR (2) to JPY (0), KWD (3) to EUR (2), JPY (0) to KWD (3)', () => {
    expect(convertMinor(100_000, 'EUR', 'JPY', '161.35')).toBe(161_350); // EUR 1,000.00 → JPY 161,350
    expect(convertMinor(1_000, 'KWD', 'EUR', '2.9412')).toBe(294); // KWD 1.000 → EUR 2.94 (294.12 cents, down)
    expect(convertMinor(12_500, 'JPY', 'KWD', '0.00206')).toBe(25_750); // JPY 12,500 → KWD 25.750
    expect(convertMinor(1, 'JPY', 'EUR', '0.00619')).toBe(0); // less than a cent: nothing (the server refuses it)
  });

  it('never rounds up, and never suffers float error', () => {
    // 0.1 + 0.2 style traps: 3 cents at 0.1 is exactly 0.3 cents → 0; 29 cents at 1.1 is 31.9 → 31.
    expect(convertMinor(3, 'EUR', 'USD', '0.1')).toBe(0);
    expect(convertMinor(29, 'EUR', 'USD', '1.1')).toBe(31);
    expect(convertMinor(100, 'EUR', 'USD', '1.005')).toBe(100); // 100.5 → 100: down, not half-up
    expect(convertMinor(999, 'KWD', 'KWD', '1')).toBe(999);
  });

  it('works at the largest amount without losing a unit, and refuses what does not fit', () => {
    expect(convertMinor(999_999_999_999, 'EUR', 'EUR', '1.000000000001')).toBe(999_999_999_999);
    expect(convertMinor(999_999_999_999, 'KWD', 'EUR', '0.5')).toBe(49_999_999_999); // 49,999,999,999.95 cents
    expect(convertMinor(999_999_999_999, 'EUR', 'JPY', '161.35')).toBe(1_613_499_999_998); // 1,613,499,999,998.3865 yen
    expect(() => convertMinor(999_999_999_999, 'JPY', 'KWD', '100000')).toThrow(RangeError); // beyond 2^53 fils
  });

  it('takes only well-formed rates and known currencies', () => {
    expect(isRate('161.35')).toBe(true);
    for (const bad of ['0', '0.000', '-1', '1e3', '1,5', '.5', '01.5', '1.1234567890123']) expect(isRate(bad)).toBe(false);
    expect(rateFraction('0.00619')).toEqual({ numerator: 619n, denominator: 100_000n });
    expect(() => convertMinor(100, 'EUR', 'XXX', '1')).toThrow();
    expect(() => convertMinor(1.5, 'EUR', 'USD', '1')).toThrow(RangeError);
  });
});
