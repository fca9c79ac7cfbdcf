import { formatDateTime } from './dates';

describe('dates in the user time zone', () => {
  it('defaults to UTC', () => {
    expect(formatDateTime('2026-03-01T23:30:00Z')).toBe('01.03.2026 23:30');
  });
  it('shows the same instant in another zone and format', () => {
    expect(formatDateTime('2026-03-01T23:30:00Z', { timeZone: 'Europe/Riga', dateFormat: 'yyyy-MM-dd' })).toBe('2026-03-02 01:30');
  });
});
