import { byStatusGroup, statusGroupColor } from './series';

describe('transactions by status group', () => {
  it('adds up the statuses of a group, one colour per group: cancelled is grey, never green', () => {
    const rows = byStatusGroup([
      { status: 'successful', count: 5 },
      { status: 'paid', count: 3 },
      { status: 'completed', count: 1 },
      { status: 'cancelled', count: 2 },
      { status: 'expired', count: 4 },
      { status: 'halted', count: 1 },
    ]);
    expect(rows).toEqual([
      { key: 'succeeded', group: 'succeeded', count: 9 },
      { key: 'cancelled', group: 'cancelled', count: 6 },
      { key: 'halted', group: null, count: 1 },
    ]);
    expect(rows.map((row) => statusGroupColor(row.group))).toEqual(['green.6', 'gray.6', 'gray.5']);
  });
});
