import { computeRange } from './model/date-range';

const now = Date.parse('2025-03-10T20:30:00.000Z');

describe('date range in the user time zone', () => {
  it('counts whole UTC days up to the end of today', () => {
    const range = computeRange(7, 'UTC', now);
    expect(range.from).toBe('2025-03-04T00:00:00.000Z');
    expect(range.to).toBe('2025-03-10T23:59:59.999Z');
    expect(range.days).toEqual(['2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09', '2025-03-10']);
  });

  it('uses the wall clock of another zone: in Tokyo it is already the 11th', () => {
    const range = computeRange(7, 'Asia/Tokyo', now);
    expect(range.from).toBe('2025-03-04T15:00:00.000Z'); // 5 March 00:00 in Tokyo
    expect(range.to).toBe('2025-03-11T14:59:59.999Z');
    expect(range.days[0]).toBe('2025-03-05');
    expect(range.days.at(-1)).toBe('2025-03-11');
  });

  it('follows a daylight-saving change (New York moved to EDT on 9 March 2025)', () => {
    const range = computeRange(30, 'America/New_York', now);
    expect(range.from).toBe('2025-02-09T05:00:00.000Z'); // EST midnight
    expect(range.to).toBe('2025-03-11T03:59:59.999Z'); // EDT midnight minus 1 ms
    expect(range.days).toHaveLength(30);
    expect(new Set(range.days).size).toBe(30);
  });
});
