import { countdownParts, deadlineDay, deadlineState, DUE_SOON_MS } from './deadline';

const HOUR = 3_600_000;
const deadline = '2026-06-10T12:00:00Z';
const at = Date.parse(deadline);

describe('deadline state', () => {
  it('is open more than 48 h before, due soon at 48 h and under, overdue from the deadline on', () => {
    expect(deadlineState(deadline, at - 72 * HOUR)).toEqual({ state: 'open', msLeft: 72 * HOUR });
    expect(deadlineState(deadline, at - DUE_SOON_MS - 1)).toEqual({ state: 'open', msLeft: DUE_SOON_MS + 1 });
    expect(deadlineState(deadline, at - DUE_SOON_MS)).toEqual({ state: 'due-soon', msLeft: 48 * HOUR });
    expect(deadlineState(deadline, at - 1)).toEqual({ state: 'due-soon', msLeft: 1 });
    expect(deadlineState(deadline, at)).toEqual({ state: 'overdue', msLeft: 0 });
    expect(deadlineState(deadline, at + HOUR)).toEqual({ state: 'overdue', msLeft: -HOUR });
  });

  it('reads offsets, and a deadline without one as UTC whatever the machine zone', () => {
    expect(deadlineState('2026-06-10T15:00:00+03:00', at)?.msLeft).toBe(0);
    expect(deadlineState('2026-06-10T12:00:00', at)?.msLeft).toBe(0);
    expect(deadlineState('2026-06-10T12:00:00.000Z', at - HOUR)?.msLeft).toBe(HOUR);
  });

  it('is null for an unreadable deadline', () => {
    expect(deadlineState('soon', at)).toBeNull();
    expect(deadlineState('', at)).toBeNull();
  });
});

describe('countdown parts', () => {
  it('splits into whole days, hours and minutes, rounding down', () => {
    expect(countdownParts(2 * 24 * HOUR + 5 * HOUR + 30 * 60_000 + 59_999)).toEqual({ days: 2, hours: 5, minutes: 30 });
    expect(countdownParts(48 * HOUR)).toEqual({ days: 2, hours: 0, minutes: 0 });
    expect(countdownParts(47 * HOUR + 59 * 60_000)).toEqual({ days: 1, hours: 23, minutes: 59 });
    expect(countdownParts(59_999)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('is all zeros once passed or unreadable', () => {
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(countdownParts(-5 * HOUR)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(countdownParts(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('deadline day in the user time zone', () => {
  it('defaults to UTC (also for the stored "utc" and an empty zone)', () => {
    expect(deadlineDay('2026-03-01T23:30:00Z')).toBe('2026-03-01');
    expect(deadlineDay('2026-03-01T23:30:00Z', 'utc')).toBe('2026-03-01');
    expect(deadlineDay('2026-03-01T23:30:00Z', '')).toBe('2026-03-01');
    expect(deadlineDay('2026-03-29T23:30:00Z', 'UTC')).toBe('2026-03-29');
    expect(deadlineDay('2026-10-25T23:30:00Z', 'UTC')).toBe('2026-10-25');
  });

  it('puts 23:30 UTC on the next day in Riga', () => {
    expect(deadlineDay('2026-03-01T23:30:00Z', 'Europe/Riga')).toBe('2026-03-02');
    expect(deadlineDay('2026-07-15T23:30:00Z', 'Europe/Riga')).toBe('2026-07-16');
  });

  // Riga: EET (UTC+2) to EEST (UTC+3) at 01:00 UTC on Sunday 29 March 2026, back on Sunday 25 October 2026.
  it('follows Riga across the last Sunday of March', () => {
    expect(deadlineDay('2026-03-28T21:30:00Z', 'Europe/Riga')).toBe('2026-03-28'); // 23:30 EET
    expect(deadlineDay('2026-03-29T00:59:00Z', 'Europe/Riga')).toBe('2026-03-29'); // 02:59 EET
    expect(deadlineDay('2026-03-29T21:30:00Z', 'Europe/Riga')).toBe('2026-03-30'); // 00:30 EEST
    expect(deadlineDay('2026-03-29T20:59:00Z', 'Europe/Riga')).toBe('2026-03-29'); // 23:59 EEST
  });

  it('follows Riga across the last Sunday of October', () => {
    expect(deadlineDay('2026-10-24T21:30:00Z', 'Europe/Riga')).toBe('2026-10-25'); // 00:30 EEST
    expect(deadlineDay('2026-10-25T21:30:00Z', 'Europe/Riga')).toBe('2026-10-25'); // 23:30 EET
    expect(deadlineDay('2026-10-25T22:00:00Z', 'Europe/Riga')).toBe('2026-10-26'); // 00:00 EET
  });

  // New York is already on EDT (UTC−4) on the EU change days; it changes on 8 March and 1 November 2026.
  it('keeps New York on daylight time around the last Sundays of March and October', () => {
    expect(deadlineDay('2026-03-29T03:30:00Z', 'America/New_York')).toBe('2026-03-28'); // 23:30 EDT
    expect(deadlineDay('2026-03-30T03:30:00Z', 'America/New_York')).toBe('2026-03-29');
    expect(deadlineDay('2026-10-25T03:30:00Z', 'America/New_York')).toBe('2026-10-24'); // 23:30 EDT
    expect(deadlineDay('2026-10-26T03:30:00Z', 'America/New_York')).toBe('2026-10-25');
  });

  it('follows New York across its own changes', () => {
    expect(deadlineDay('2026-03-08T04:30:00Z', 'America/New_York')).toBe('2026-03-07'); // 23:30 EST
    expect(deadlineDay('2026-03-09T04:30:00Z', 'America/New_York')).toBe('2026-03-09'); // 00:30 EDT (EST would be the 8th)
    expect(deadlineDay('2026-11-01T04:30:00Z', 'America/New_York')).toBe('2026-11-01'); // 00:30 EDT
    expect(deadlineDay('2026-11-02T04:30:00Z', 'America/New_York')).toBe('2026-11-01'); // 23:30 EST
  });

  it('takes another pattern, and is null for an unreadable deadline', () => {
    expect(deadlineDay('2026-03-29T21:30:00Z', 'Europe/Riga', 'dd.MM.yyyy HH:mm')).toBe('30.03.2026 00:30');
    expect(deadlineDay('not a date', 'Europe/Riga')).toBeNull();
  });
});
