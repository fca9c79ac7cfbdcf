import { periodDays } from './period';
import { statementSum } from './statement-sum';

describe('settlement statement', () => {
  it('adds the lines in minor units and compares them with the amount paid', () => {
    const lines = [
      { type: 'payment', count: 212, amount: 2_301_150 },
      { type: 'fee', count: 212, amount: -37_210 },
      { type: 'refund', count: 9, amount: -41_350 },
      { type: 'reserve-hold', count: 212, amount: -230_047 },
      { type: 'reserve-release', count: 180, amount: 198_710 },
    ];
    expect(statementSum(lines, 2_191_253)).toEqual({ sum: 2_191_253, matches: true, difference: 0 });
    expect(statementSum(lines, 2_191_254)).toEqual({ sum: 2_191_253, matches: false, difference: 1 });
  });

  it('shows a Monday-to-Monday period by its first and last day', () => {
    expect(periodDays('2026-11-09T00:00:00.000Z', '2026-11-16T00:00:00.000Z')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  });
});
