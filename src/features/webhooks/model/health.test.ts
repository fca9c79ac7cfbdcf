import { healthOf } from './health';

describe('healthOf', () => {
  it('gives the whole percent that succeeded, rounded down, so one failure never reads 100', () => {
    expect(healthOf(199, 1)).toEqual({ succeeded: 199, failed: 1, total: 200, percent: 99 });
    expect(healthOf(2, 1).percent).toBe(66);
    expect(healthOf(50, 0).percent).toBe(100);
    expect(healthOf(0, 7).percent).toBe(0);
  });

  it('has no percentage without attempts', () => {
    expect(healthOf(0, 0)).toEqual({ succeeded: 0, failed: 0, total: 0, percent: null });
  });

  it('stays exact for large counts (integers only)', () => {
    expect(healthOf(999_999_999, 1).percent).toBe(99);
    expect(Number.isInteger(healthOf(1, 2).percent)).toBe(true);
  });
});
