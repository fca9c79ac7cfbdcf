import { dayRangeInstants } from './day-range';
import { formatDateTime } from './dates';

describe('dates in the user time zone', () => {
  it('defaults to UTC', () => {
    expect(formatDateTime('2026-03-01T23:30:00Z')).toBe('01.03.2026 23:30');
  });
  it('shows the same instant in another zone and format', () => {
    expect(formatDateTime('2026-03-01T23:30:00Z', { timeZone: 'Europe/Riga', dateFormat: 'yyyy-MM-dd' })).toBe('2026-03-02 01:30');
  });
});

describe('dayRangeInstants', () => {
  it('turns days on the user wall clock into the first and last millisecond, across a daylight-saving change', () => {
    // Riga moves from UTC+3 to UTC+2 on 25 October 2026.
    expect(dayRangeInstants({ from: '2026-10-24', to: '2026-10-25' }, 'Europe/Riga')).toEqual({
      gte: '2026-10-23T21:00:00.000Z',
      lte: '2026-10-25T21:59:59.999Z',
    });
    expect(dayRangeInstants({ to: '2026-03-01' }, 'UTC')).toEqual({ lte: '2026-03-01T23:59:59.999Z' });
    expect(dayRangeInstants({}, 'UTC')).toEqual({});
  });
});
