import { dayRangeInstants } from './day-range';
import { dateFormats, formatDateTime, formatDay, monthPattern, shortDayPattern } from './dates';
import { readTypedDay } from './typed-day';
import { makeDateFormatter } from './date-settings';

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

describe('one date format for every date on screen', () => {
  const riga = makeDateFormatter({ dateFormat: 'yyyy-MM-dd', timeZone: 'Europe/Riga' }, 'en');
  const utcUs = makeDateFormatter({ dateFormat: 'MM/dd/yyyy', timeZone: 'utc' }, 'en');

  it('writes instants, days, chart days, months and ranges with the user pattern and zone', () => {
    expect(riga.dateTime('2026-03-01T23:30:00Z')).toBe('2026-03-02 01:30');
    expect(utcUs.dateTime('2026-03-01T23:30:00Z')).toBe('03/01/2026 23:30');
    expect(riga.dateTime('2026-03-01T23:30:00Z', false)).toBe('2026-03-02');
    // A calendar day is no instant: the zone does not move it.
    expect(riga.day('2026-11-24')).toBe('2026-11-24');
    expect(utcUs.day('2026-11-24')).toBe('11/24/2026');
    expect(riga.shortDay('2026-11-24')).toBe('11-24');
    expect(utcUs.shortDay('2026-11-24')).toBe('11/24');
    expect(riga.month('2026-06')).toBe('2026-06');
    expect(utcUs.month('2026-06')).toBe('06/2026');
    expect(utcUs.dayRange('2026-10-26', '2026-11-24')).toBe('10/26/2026 – 11/24/2026');
  });

  it('keeps numeric dates in one left-to-right piece in Arabic', () => {
    expect(makeDateFormatter({ dateFormat: 'dd.MM.yyyy', timeZone: 'UTC' }, 'ar').day('2026-11-24')).toBe('\u206624.11.2026\u2069');
  });

  it('derives the short and month patterns of each offered format', () => {
    expect(dateFormats.map(shortDayPattern)).toEqual(['dd.MM', 'MM/dd', 'MM-dd', 'd MMM']);
    expect(dateFormats.map(monthPattern)).toEqual(['MM.yyyy', 'MM/yyyy', 'yyyy-MM', 'MMM yyyy']);
    expect(formatDay('2026-11-24', 'd MMM yyyy')).toBe('24 Nov 2026');
  });

  it('falls back to the default pattern when a saved one cannot be written', () => {
    expect(formatDay('2026-11-24', 'dd.MM.yyyy bogus')).toBe('24.11.2026');
    expect(formatDateTime('2026-03-01T23:30:00Z', { dateFormat: 'yyyy-MM-dd gg' })).toBe('01.03.2026 23:30');
  });

  it('reads typed days in the user pattern or as ISO, and nothing until the date is whole', () => {
    expect(readTypedDay('24.11.2026', 'dd.MM.yyyy')).toBe('2026-11-24');
    expect(readTypedDay('1.2.2026', 'dd.MM.yyyy')).toBe('2026-02-01');
    expect(readTypedDay('11/24/2026', 'MM/dd/yyyy')).toBe('2026-11-24');
    expect(readTypedDay('24 Nov 2026', 'd MMM yyyy')).toBe('2026-11-24');
    expect(readTypedDay('2026-11-24', 'dd.MM.yyyy')).toBe('2026-11-24');
    expect(readTypedDay('24.11.202', 'dd.MM.yyyy')).toBeNull();
    expect(readTypedDay('31.02.2026', 'dd.MM.yyyy')).toBeNull();
    expect(readTypedDay('', 'dd.MM.yyyy')).toBeNull();
  });
});

describe('month names in the interface language', () => {
  const named = (language: string) => makeDateFormatter({ dateFormat: 'd MMM yyyy', timeZone: 'UTC' }, language);

  it('writes the month of a named pattern in the language, not in English', () => {
    expect(named('en').day('2026-11-24')).toBe('24 Nov 2026');
    expect(named('fr').day('2026-11-24')).toBe('24 nov. 2026');
    expect(named('de').dateTime('2026-03-01T09:30:00Z')).toBe('1 März 2026 09:30');
    expect(named('ua').day('2026-11-24')).toMatch(/^24 лист\.? 2026$/);
    expect(named('ru').month('2026-05')).toMatch(/^ма[йя] 2026$/);
    expect(named('lv').shortDay('2026-11-24')).toMatch(/^24 nov\.?$/);
  });

  it('reads a typed month name in the language or in English', () => {
    expect(readTypedDay('24 nov. 2026', 'd MMM yyyy', 'fr')).toBe('2026-11-24');
    expect(readTypedDay('1 März 2026', 'd MMM yyyy', 'de')).toBe('2026-03-01');
    expect(readTypedDay('24 листопада 2026', 'd MMM yyyy', 'ua')).toBe('2026-11-24');
    expect(readTypedDay('24 Nov 2026', 'd MMM yyyy', 'ru')).toBe('2026-11-24');
    expect(readTypedDay('24 foo 2026', 'd MMM yyyy', 'fr')).toBeNull();
  });
});
