// @vitest-environment node
import { parseExpiry, validateExpiry } from '.';

// 31 May 2026, 23:59:59.999 UTC: the last moment of May.
const endOfMay = Date.UTC(2026, 4, 31, 23, 59, 59, 999);
const firstOfJune = Date.UTC(2026, 5, 1);

describe('card expiry', () => {
  it('is valid through the last day of its month (UTC)', () => {
    expect(validateExpiry('05/26', Date.UTC(2026, 4, 1))).toEqual({ ok: true, value: { month: 5, year: 2026 } });
    expect(validateExpiry('05/26', endOfMay)).toEqual({ ok: true, value: { month: 5, year: 2026 } });
    expect(validateExpiry('05/26', new Date(endOfMay))).toEqual({ ok: true, value: { month: 5, year: 2026 } });
  });

  it('has expired once its month is over, and any earlier month', () => {
    expect(validateExpiry('05/26', firstOfJune)).toEqual({ ok: false, code: 'card-expired' });
    expect(validateExpiry('04/26', endOfMay)).toEqual({ ok: false, code: 'card-expired' });
    expect(validateExpiry('12/25', Date.UTC(2026, 0, 1))).toEqual({ ok: false, code: 'card-expired' });
    expect(validateExpiry('01/00', endOfMay)).toEqual({ ok: false, code: 'card-expired' });
  });

  it('counts the month in UTC, not in the local time zone', () => {
    // 1 June 00:30 in Riga is still 31 May in UTC.
    expect(validateExpiry('05/26', Date.parse('2026-06-01T00:30:00+03:00'))).toEqual({ ok: true, value: { month: 5, year: 2026 } });
  });

  it.each(['13/27', '00/27', '1/2', '1/27', '01/2027', '0127', '01-27', 'ab/cd', '12/', '/27', '12 /  27'])('refuses %s as an invalid expiry date', (input) => {
    expect(validateExpiry(input, endOfMay)).toEqual({ ok: false, code: 'invalid-expiry-date' });
  });

  it('accepts spaces around the slash, as some keyboards insert them', () => {
    expect(parseExpiry('12 / 27')).toEqual({ month: 12, year: 2027 });
    expect(validateExpiry(' 12/27 ', endOfMay)).toEqual({ ok: true, value: { month: 12, year: 2027 } });
  });

  it('refuses an expiry more than 20 years ahead as a typo', () => {
    expect(validateExpiry('05/46', endOfMay)).toEqual({ ok: true, value: { month: 5, year: 2046 } });
    expect(validateExpiry('06/46', endOfMay)).toEqual({ ok: false, code: 'invalid-expiry-date' });
  });

  it('checks only the form without a clock', () => {
    expect(validateExpiry('01/00', null)).toEqual({ ok: true, value: { month: 1, year: 2000 } });
    expect(validateExpiry('13/27', null)).toEqual({ ok: false, code: 'invalid-expiry-date' });
    expect(validateExpiry('', null)).toEqual({ ok: false, code: 'required' });
  });
});
